import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { enqueueActions, type ActorRefFrom } from 'xstate'
import { leadFieldsMachine, leadFormMachine } from '../../../machines/lead-form.machine'
import { useT } from '../../i18n/intl'
import { LocalizedLink } from '../layout/LocalizedLink'
import { useModal } from '../modal/modal-context'
import { useToast } from '../toasts/toasts-context'
import type { FormEntity } from '../../model/entities/publications'
import type { LeadResultShown } from '../../model/lead-result'
import { useAppMachine } from '../use-app-machine'
import { loadFormActor, sendLeadActor, TOO_MANY_REQUESTS } from './lead-form-actors'
import { LeadFormFields } from './LeadFormFields'
import './lead-form.css'

export interface LeadFormViewProps {
  slug: string
  /** Values of the form's hidden fields by field slug (OQ-10: the trainer's slug). */
  hidden?: Record<string, string>
  /** The definition when the page's loader has it: the server renders the whole form, no loading step. */
  form?: FormEntity | null
  /** The id its title carries (the modal is labelled by it). */
  titleId: string
  /** Offered after sending (the modal's close). */
  onClose?: () => void
  /** Where the result shows (LEAD-03, LEAD-05): a modal or a toast clear the form for the next one; in place by default. */
  resultShown?: LeadResultShown
}

/**
 * A dynamic lead form (FORM-01…06), in the form modal or fixed on a page, driven by machines/lead-form.machine.ts:
 * loading, the load error with a retry and the contacts, then the form's title, subtitle and fields.
 */
export default function LeadFormView({ slug, hidden, form: preloaded, titleId, onClose, resultShown = 'inline' }: LeadFormViewProps) {
  const t = useT()
  const toast = useToast()
  const modal = useModal()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const [machine] = useState(() =>
    leadFormMachine.provide({
      actors: {
        loadForm: loadFormActor(api),
        fields: leadFieldsMachine.provide({
          actors: { send: sendLeadActor(api) },
          actions: {
            // LEAD-03: the club's thank-you in the info modal; LEAD-05: the franchise's 'lead sent' toast; both clear the form.
            onSent: enqueueActions(({ context, enqueue }) => {
              if (resultShown === 'inline') return
              const { thanks_title, thanks_description } = context.settings.form
              enqueue(() => (resultShown === 'modal' ? modal.open('info', { title: thanks_title, subtitle: thanks_description }, 'mini') : toast('success', t('lead_form.sent'))))
              enqueue.raise({ type: 'form.reset' })
            }),
            // FORM-05, ORDER-08, LEAD-05: the error toast, or LEAD-03's send-error modal; a 429 says to try later.
            onFailure: ({ context }) => {
              const tooMany = context.failure === TOO_MANY_REQUESTS
              if (resultShown === 'modal') modal.open('info', { title: t('forms.send_error.title'), subtitle: t(tooMany ? 'lead_form.failed.too_many_requests' : 'forms.send_error.description') }, 'mini')
              else toast('error', t(tooMany ? 'lead_form.failed.too_many_requests' : 'errors.internal_short'))
            },
          },
        }),
      },
    }),
  )
  const [snapshot, send] = useAppMachine(machine, { input: { slug, form: preloaded ?? null, ...(hidden ? { hidden } : {}) } })
  const form = snapshot.context.form
  const fields = snapshot.children.fields as ActorRefFrom<typeof leadFieldsMachine> | undefined

  if (snapshot.matches('loadFailed')) {
    return (
      <div className="lead-form" role="alert">
        <h2 id={titleId} className="lead-form__title">
          {t('lead_form.load_failed.title')}
        </h2>
        <p>{t('lead_form.load_failed.text')}</p>
        <div className="lead-form__actions">
          <button type="button" className="button button--primary" onClick={() => send({ type: 'lead.retry' })}>
            {t('lead_form.load_failed.retry')}
          </button>
          <LocalizedLink to="/contacts" className="button button--ghost" onClick={onClose}>
            {t('lead_form.load_failed.contacts')}
          </LocalizedLink>
        </div>
      </div>
    )
  }
  if (!form || !fields) {
    return (
      <div className="lead-form lead-form--loading" aria-busy="true">
        <h2 id={titleId} className="lead-form__title">
          {t('lead_form.loading')}
        </h2>
      </div>
    )
  }
  return (
    <div className="lead-form">
      <h2 id={titleId} className="lead-form__title">
        {form.title}
      </h2>
      {form.subtitle && <p className="lead-form__lead">{form.subtitle}</p>}
      <LeadFormFields key={form.slug} fields={fields} idPrefix={`${titleId}-field`} onClose={onClose} />
    </div>
  )
}
