import { useRouteContext } from '@tanstack/react-router'
import { useRef, useState, type FormEvent } from 'react'
import { fromPromise } from 'xstate'
import {
  reviewFormMachine,
  type ReviewField,
  type ReviewFormPrefill,
  type ReviewSubmitResult,
} from '../../../machines/review-form.machine'
import type { ApiClient } from '../../api/client'
import { useT } from '../../i18n/intl'
import { REVIEW_ENTITY_TYPES, type ReviewEntityType } from '../../model/entities/shop'
import { REVIEW_LIMITS, type ReviewFormValues } from '../../model/validation'
import { serverFieldErrors } from '../forms/server-field-errors'
import { Checkbox } from '../forms/Checkbox'
import { Field, fieldControlProps } from '../forms/Field'
import { PhoneField } from '../forms/PhoneField'
import { TextField } from '../forms/TextField'
import { useLocalizedPath } from '../layout/use-language'
import { useAppMachine } from '../use-app-machine'
import type { ModalContentProps } from './InfoModal'

/** The `review-form` modal's props: what the review is about when opened from an item or a filtered list. */
export interface ReviewFormModalProps {
  entity_type?: ReviewEntityType
  entity_id?: string
}

const FORM_FIELDS: ReviewField[] = ['client_name', 'client_phone', 'entity_type', 'body', 'agreement']

function createReviewActor(api: ApiClient) {
  return fromPromise<ReviewSubmitResult, ReviewFormValues>(async ({ input }) => {
    try {
      await api.createReview({
        client_name: input.client_name,
        client_phone: input.client_phone,
        entity_type: input.entity_type as ReviewEntityType,
        entity_id: input.entity_id || null,
        body: input.body,
        agreement: input.agreement,
      })
      return { status: 'created' }
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
  const localize = useLocalizedPath()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const [machine] = useState(() => reviewFormMachine.provide({ actors: { createReview: createReviewActor(api) } }))
  const prefill: ReviewFormPrefill = { ...(entity_type ? { entity_type } : {}), ...(entity_id ? { entity_id } : {}) }
  const [snapshot, send, actor] = useAppMachine(machine, { input: { prefill } })
  const form = useRef<HTMLFormElement>(null)
  const { values, errors } = snapshot.context
  const busy = snapshot.matches('submitting')
  const id = (field: string) => `review-form-${field}`
  const change = (field: ReviewField) => (value: string | boolean) => send({ type: 'form.change', field, value })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'form.submit' })
    // VALID-02: focus goes to the first field with an error, whose message the control announces.
    const after = actor.getSnapshot()
    const first = FORM_FIELDS.find((field) => after.context.errors[field])
    if (after.matches('editing') && first) form.current?.querySelector<HTMLElement>(`#${id(first)}`)?.focus()
  }

  if (snapshot.matches('sent')) {
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
        {snapshot.matches('failed') && (
          <div className="form-panel form-panel--error" role="alert">
            <p className="form-panel__title">{t('review_form.failed.title')}</p>
            <p>{t('review_form.failed.text')}</p>
          </div>
        )}
        <TextField
          id={id('client_name')}
          name="client_name"
          label={t('review_form.name')}
          autoComplete="name"
          maxLength={REVIEW_LIMITS.client_name}
          required
          value={values.client_name}
          error={errors.client_name}
          onChange={change('client_name')}
        />
        <PhoneField
          id={id('client_phone')}
          name="client_phone"
          label={t('review_form.phone')}
          required
          value={values.client_phone}
          error={errors.client_phone}
          onChange={change('client_phone')}
          onValidity={(valid) => send({ type: 'form.phoneValidity', valid })}
        />
        <Field id={id('entity_type')} label={t('review_form.type')} error={errors.entity_type} required>
          <select
            {...fieldControlProps(id('entity_type'), errors.entity_type)}
            className="field__control"
            name="entity_type"
            value={values.entity_type}
            onChange={(event) => change('entity_type')(event.target.value)}
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
            onChange={(event) => change('body')(event.target.value)}
          />
        </Field>
        <Checkbox
          id={id('agreement')}
          name="agreement"
          checked={values.agreement}
          error={errors.agreement}
          onChange={change('agreement')}
        >
          {t('review_form.agreement')}{' '}
          <a href={localize('/page/privacy')} target="_blank" rel="noopener">
            {t('review_form.agreement_link')}
          </a>
        </Checkbox>
        <button type="submit" className="button button--primary review-form__submit" aria-disabled={busy}>
          {t(busy ? 'review_form.sending' : 'review_form.submit')}
        </button>
      </form>
    </div>
  )
}
