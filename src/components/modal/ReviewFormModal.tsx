import { useRouteContext } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import type { FormSubmission } from '../../../machines/form.machine'
import {
  reviewFormMachine,
  type ReviewField,
  type ReviewFormPrefill,
  type ReviewSubmitResult,
} from '../../../machines/review-form.machine'
import type { ApiClient } from '../../api/client'
import { useT } from '../../i18n/intl'
import { formView } from '../../model/form-draft'
import { REVIEW_ENTITY_TYPES, type ReviewEntityType } from '../../model/entities/shop'
import { REVIEW_LIMITS, type ReviewFormValues } from '../../model/validation'
import { AgreementField } from '../forms/AgreementField'
import { ContactFields } from '../forms/ContactFields'
import { Field, fieldControlProps } from '../forms/Field'
import { formBinding, useSubmitWithFocus } from '../forms/form-binding'
import { serverFieldErrors } from '../forms/server-field-errors'
import { useAppMachine } from '../use-app-machine'
import type { ModalContentProps } from './InfoModal'

/** The `review-form` modal's props: what the review is about when opened from an item or a filtered list. */
export interface ReviewFormModalProps {
  entity_type?: ReviewEntityType
  entity_id?: string
}

const FORM_FIELDS: ReviewField[] = ['client_name', 'client_phone', 'entity_type', 'body', 'agreement']

function createReviewActor(api: ApiClient) {
  return fromPromise<ReviewSubmitResult, FormSubmission<ReviewFormValues, ReviewFormPrefill>>(async ({ input: { values } }) => {
    try {
      await api.createReview({
        body: {
          client_name: values.client_name,
          client_phone: values.client_phone,
          entity_type: values.entity_type as ReviewEntityType,
          entity_id: values.entity_id || null,
          body: values.body,
          agreement: values.agreement,
        },
      })
      return { status: 'sent', output: null }
    } catch (error) {
      const errors = serverFieldErrors<ReviewFormValues>(error, FORM_FIELDS)
      if (errors) return { status: 'invalid', errors }
      throw error
    }
  })
}

/**
 * The review-writing modal (REVIEWFORM-01…07, MODAL-01), driven by machines/review-form.machine.ts: name,
 * phone, type, text and the personal-data agreement; errors under the fields; an error panel that keeps the
 * text when sending fails; and a sent state saying the review appears after moderation. A fresh machine starts
 * each time the modal opens (REVIEWFORM-01).
 */
export default function ReviewFormModal({ entity_type, entity_id, titleId, close }: ReviewFormModalProps & ModalContentProps) {
  const t = useT()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const [machine] = useState(() => reviewFormMachine.provide({ actors: { send: createReviewActor(api) } }))
  const prefill: ReviewFormPrefill = { ...(entity_type ? { entity_type } : {}), ...(entity_id ? { entity_id } : {}) }
  const [snapshot, send] = useAppMachine(machine, { input: { settings: prefill } })
  const form = useRef<HTMLFormElement>(null)
  const view = formView(snapshot, snapshot.context)
  const binding = formBinding('review-form', view, send)
  const { values, errors } = view
  const busy = view.phase === 'sending'
  const id = binding.id
  const onSubmit = useSubmitWithFocus(form, binding, view.phase, FORM_FIELDS, () => send({ type: 'form.submit' }))

  if (view.phase === 'sent') {
    return (
      <div className="review-form review-form--sent" role="status">
        <h2 id={titleId} className="review-form__title">
          {t('review_form.sent.title')}
        </h2>
        <p className="review-form__sent-text">
          {t('review_form.sent.text')}
        </p>
        {/* Focus moves here with the success text, so keyboard and screen-reader users hear it and can close. */}
        <button type="button" className="button button--primary" onClick={close} autoFocus>
          {t('review_form.sent.close')}
        </button>
      </div>
    )
  }

  return (
    <div className="review-form">
      <h2 id={titleId} className="review-form__title">
        {t('review_form.title')}
      </h2>
      <p className="review-form__lead">{t('review_form.lead')}</p>
      <form ref={form} className="review-form__form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        {view.phase === 'failed' && (
          <div className="form-panel form-panel--error" role="alert">
            <p className="form-panel__title">{t('review_form.failed.title')}</p>
            <p>{t('review_form.failed.text')}</p>
          </div>
        )}
        <ContactFields form={binding} name="client_name" phone="client_phone" />
        <Field id={id('entity_type')} label={t('review_form.type')} error={errors.entity_type} required>
          <select
            {...fieldControlProps(id('entity_type'), errors.entity_type)}
            className="field__control"
            name="entity_type"
            value={values.entity_type}
            onChange={(event) => binding.change('entity_type')(event.target.value)}
          >
            <option value="">{t('review_form.type_choose')}</option>
            {REVIEW_ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`reviews.type.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        {values.entity_id && <p className="review-form__about">{t('review_form.about_item')}</p>}
        <Field id={id('body')} label={t('review_form.body')} error={errors.body} required>
          <textarea
            {...fieldControlProps(id('body'), errors.body)}
            className="field__control review-form__body"
            name="body"
            rows={5}
            maxLength={REVIEW_LIMITS.body}
            value={values.body}
            onChange={(event) => binding.change('body')(event.target.value)}
          />
        </Field>
        <AgreementField form={binding} field="agreement" />
        <button type="submit" className="button button--primary review-form__submit" aria-disabled={busy}>
          {t(busy ? 'review_form.sending' : 'review_form.submit')}
        </button>
      </form>
    </div>
  )
}
