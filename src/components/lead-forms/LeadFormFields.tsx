import { useSelector } from '@xstate/react'
import { useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { leadFieldsMachine } from '../../../machines/lead-form.machine'
import { useT } from '../../i18n/intl'
import { formView, type FormFile } from '../../model/form-draft'
import { CV_ACCEPT, CV_FIELD, CV_MAX_BYTES, cvTypeOf, takesCv } from '../../model/lead-cv'
import { isPhoneField, leadAgreement, leadErrorFields, visibleLeadFields, type LeadFormValues } from '../../model/lead-form'
import { isMessengerField } from '../../model/lead-messenger'
import { LENGTH_LIMITS } from '../../model/validation'
import { AgreementField } from '../forms/AgreementField'
import { Checkbox } from '../forms/Checkbox'
import { Field, fieldControlProps } from '../forms/Field'
import { FileField } from '../forms/FileField'
import { formBinding, useSubmitWithFocus } from '../forms/form-binding'
import { PhoneField } from '../forms/PhoneField'
import { TextField } from '../forms/TextField'
import { AnswerChannelField } from './AnswerChannelField'
import { TOO_MANY_REQUESTS } from './lead-form-actors'
import { ThanksMessengers } from './ThanksMessengers'

/**
 * A loaded lead form (FORM-02, FORM-03, FORM-06, LEAD-01…06): its visible fields by type, the agreement, the submit
 * button, the failure panel (values kept; a submit retries) and the thank-you with a close button when given one.
 */
export function LeadFormFields({ fields, idPrefix, onClose }: { fields: ActorRefFrom<typeof leadFieldsMachine>; idPrefix: string; onClose?: () => void }) {
  const t = useT()
  const snapshot = useSelector(fields, (current) => current)
  const { form: definition } = snapshot.context.settings
  const view = formView(snapshot, snapshot.context)
  const binding = formBinding<LeadFormValues>(idPrefix, view, fields.send)
  const shown = visibleLeadFields(definition)
  const form = useRef<HTMLFormElement>(null)
  const onSubmit = useSubmitWithFocus(form, binding, view.phase, leadErrorFields(definition), () => fields.send({ type: 'form.submit' }))
  const busy = view.phase === 'sending'

  if (view.phase === 'sent') {
    return (
      <div className="lead-form__sent" role="status">
        <p className="lead-form__thanks-title">{definition.thanks_title}</p>
        {definition.thanks_description && <p>{definition.thanks_description}</p>}
        <ThanksMessengers />
        {onClose && (
          <button type="button" className="button button--primary" onClick={onClose} autoFocus>
            {t('lead_form.close')}
          </button>
        )}
      </div>
    )
  }

  return (
    <form ref={form} className="lead-form__form" noValidate aria-busy={busy} onSubmit={onSubmit}>
      {view.phase === 'failed' && (
        <div className="form-panel form-panel--error" role="alert">
          <p>{t(view.failure === TOO_MANY_REQUESTS ? 'lead_form.failed.too_many_requests' : 'lead_form.failed.error')}</p>
        </div>
      )}
      {shown.map((field) => {
        const id = binding.id(field.slug)
        const error = view.errors[field.slug]
        if (isPhoneField(field)) {
          return (
            <PhoneField key={field.uuid} id={id} name={field.slug} label={field.title} required={field.required} value={view.values[field.slug] as string} error={error} onChange={binding.change(field.slug)} onValidity={binding.phoneValidity} />
          )
        }
        if (isMessengerField(field)) {
          return <AnswerChannelField key={field.uuid} id={id} name={field.slug} label={field.title} value={view.values[field.slug] as string} error={error} onChange={binding.change(field.slug)} />
        }
        if (field.type === 'BOOL') {
          return (
            <Checkbox key={field.uuid} id={id} name={field.slug} required={field.required} checked={view.values[field.slug] as boolean} error={error} onChange={binding.change(field.slug)}>
              {field.title}
            </Checkbox>
          )
        }
        if (field.type === 'BIG_TEXT') {
          return (
            <Field key={field.uuid} id={id} label={field.title} error={error} required={field.required}>
              <textarea
                {...fieldControlProps(id, error)}
                className="field__control lead-form__text"
                name={field.slug}
                rows={3}
                maxLength={LENGTH_LIMITS.freeText.max}
                value={view.values[field.slug] as string}
                onChange={(event) => binding.change(field.slug)(event.target.value)}
              />
            </Field>
          )
        }
        return (
          <TextField key={field.uuid} id={id} name={field.slug} label={field.title} required={field.required} autoComplete={field.slug === 'name' ? 'name' : undefined} maxLength={field.slug === 'name' ? LENGTH_LIMITS.name.max : LENGTH_LIMITS.freeText.max} value={view.values[field.slug] as string} error={error} onChange={binding.change(field.slug)} />
        )
      })}
      {takesCv(definition.slug) && (
        <FileField
          id={binding.id(CV_FIELD)}
          name={CV_FIELD}
          label={t('lead_form.cv.label')}
          hint={t('lead_form.cv.hint', { size: CV_MAX_BYTES / 1024 / 1024 })}
          accept={CV_ACCEPT}
          maxBytes={CV_MAX_BYTES}
          typeOf={cvTypeOf}
          value={view.values[CV_FIELD] as FormFile | ''}
          error={view.errors[CV_FIELD]}
          onChange={binding.change(CV_FIELD)}
        />
      )}
      <AgreementField form={binding} field="agreement" kind={leadAgreement(definition.slug)} />
      {definition.subtitle_down && <p className="lead-form__note">{definition.subtitle_down}</p>}
      <button type="submit" className="button button--primary lead-form__submit" aria-disabled={busy}>
        {busy ? t('lead_form.sending') : definition.submit_title}
      </button>
    </form>
  )
}
