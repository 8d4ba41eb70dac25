import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import { leadFieldsMachine, leadFormMachine } from '../../../machines/lead-form.machine'
import { useT } from '../../i18n/intl'
import { LocalizedLink } from '../layout/LocalizedLink'
import { useToast } from '../toasts/toasts-context'
import type { FormEntity } from '../../model/entities/publications'
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
}

/**
 * A dynamic lead form (FORM-01…06), in the form modal or fixed on a page, driven by machines/lead-form.machine.ts:
 * loading, the load error with a retry and the contacts, then the form's title, subtitle and fields.
 */
export default function LeadFormView({ slug, hidden, form: preloaded, titleId, onClose }: LeadFormViewProps) {
  const t = useT()
  const toast = useToast()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const [machine] = useState(() =>
    leadFormMachine.provide({
      actors: {
        loadForm: loadFormActor(api),
        fields: leadFieldsMachine.provide({
          actors: { send: sendLeadActor(api) },
          actions: {
            // FORM-05, ORDER-08: the error toast; a 429 says to try later.
            onFailure: ({ context }) =>
              toast('error', t(context.failure === TOO_MANY_REQUESTS ? 'lead_form.failed.too_many_requests' : 'errors.internal_short')),
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
