import { fromPromise } from 'xstate'
import type { FormSendResult, FormSubmission } from '../../../machines/form.machine'
import { ApiRequestError, type ApiClient } from '../../api/client'
import type { FormEntity } from '../../model/entities/publications'
import { leadErrorFields, leadOrderBody, type LeadFormSettings, type LeadFormValues } from '../../model/lead-form'
import { serverFieldErrors } from '../forms/server-field-errors'

/** Why a lead was refused: the per-sender limit (429). */
export const TOO_MANY_REQUESTS = 'too_many_requests'

const loaded = new Map<string, FormEntity>()

/** FORM-01: the form by slug, kept per language and slug once loaded. */
export function loadFormActor(api: Pick<ApiClient, 'form' | 'language'>) {
  return fromPromise<FormEntity, string>(async ({ input: slug }) => {
    const key = `${api.language}:${slug}`
    const form = loaded.get(key) ?? (await api.form({ params: { slug } }))
    loaded.set(key, form)
    return form
  })
}

/** FORM-06: POST forms/{slug}/orders; a 400's field errors under the fields, a 429 as its own refusal. */
export function sendLeadActor(api: Pick<ApiClient, 'createLead'>) {
  return fromPromise<FormSendResult<LeadFormValues, null>, FormSubmission<LeadFormValues, LeadFormSettings>>(
    async ({ input: { values, settings } }) => {
      try {
        await api.createLead({ params: { slug: settings.form.slug }, body: leadOrderBody(values) })
        return { status: 'sent', output: null }
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 429) return { status: 'refused', reason: TOO_MANY_REQUESTS }
        const errors = serverFieldErrors<LeadFormValues>(error, leadErrorFields(settings.form))
        if (errors) return { status: 'invalid', errors }
        throw error
      }
    },
  )
}
