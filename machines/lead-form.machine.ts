import { assign, fromPromise, setup } from 'xstate'
import type { FormEntity } from '../src/model/entities/publications'
import { leadFormSpec, type LeadFormSettings, type LeadFormValues } from '../src/model/lead-form'
import { createFormMachine } from './form.machine'
import { mustProvide } from './must-provide'

/**
 * The form modal and the fixed lead forms (FORM-01…08, LEAD-01…07, OQ-10): one machine for every dynamic form.
 * A form its page loaded already (the club and franchise forms, rendered by the server) starts in `ready`.
 *   loading ─definition→ ready (invokes `fields`, the form kit on leadFormSpec: filling, validating, sending, sent,
 *           │                   failed with the values kept and a retry)
 *           └failure→ loadFailed ─retry→ loading
 * `lead.open` with another slug loads that form; the answer for the one before is dropped. The component provides
 * `loadForm` and the `fields` machine's `send` (and `onFailure` for its toast).
 */

export interface LeadFormInput {
  slug: string
  hidden?: Readonly<Record<string, string>>
  /** The definition when the page's loader has it. */
  form?: FormEntity | null
}

export interface LeadFormContext {
  slug: string
  hidden: Readonly<Record<string, string>>
  form: FormEntity | null
}

export type LeadFormEvent = { type: 'lead.open'; slug: string; hidden?: Readonly<Record<string, string>> } | { type: 'lead.retry' }

export const leadFieldsMachine = createFormMachine<LeadFormValues, LeadFormSettings>(leadFormSpec)

export const leadFormMachine = setup({
  types: {
    input: {} as LeadFormInput,
    context: {} as LeadFormContext,
    events: {} as LeadFormEvent,
  },
  actors: {
    loadForm: fromPromise<FormEntity, string>(mustProvide('loadForm')),
    fields: leadFieldsMachine,
  },
}).createMachine({
  id: 'leadForm',
  context: ({ input }) => ({ slug: input.slug, hidden: input.hidden ?? {}, form: input.form?.slug === input.slug ? input.form : null }),
  initial: 'start',
  on: {
    'lead.open': {
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({ slug: event.slug, hidden: event.hidden ?? {}, form: null })),
    },
  },
  states: {
    start: {
      always: [{ guard: ({ context }) => context.form !== null, target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        src: 'loadForm',
        input: ({ context }) => context.slug,
        onDone: { target: 'ready', actions: assign({ form: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      // FORM-05: the form failed to load; the visitor can try again or go to the contacts.
      on: { 'lead.retry': 'loading' },
    },
    ready: {
      invoke: {
        id: 'fields',
        src: 'fields',
        input: ({ context }) => ({ settings: { form: context.form!, hidden: context.hidden } }),
      },
    },
  },
})
