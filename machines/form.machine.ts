import { assign, fromPromise, setup } from 'xstate'
import {
  draftErrors,
  draftIsInvalid,
  editDraft,
  emptyDraft,
  submittedValues,
  type FormDraft,
  type FormEdit,
  type FormSpec,
  withoutError,
} from '../src/model/form-draft'
import type { FieldErrors } from '../src/model/validation'
import { mustProvide } from './must-provide'

/**
 * The form kit's machine (VALID-01…05, ORDER-02, ORDER-03, REVIEWFORM-04, FORM-06), one for every form of the site:
 *   editing ─submit→ validating ─errors→ editing (first error per field, nothing sent)
 *                                └valid→ sending ─sent→ sent (`onSent`)
 *                                                ├invalid (server 400 fields)→ editing (errors under the fields)
 *                                                └failure→ failed (`onFailure`; the values kept, a submit retries)
 * Values are trimmed before validation and sending, except the spec's `asTyped` ones (passwords); while sending,
 * changes and repeated submits are ignored. A spec with `afterSent` (a profile form) is used again: `sent` holds its
 * values and goes on editing on a change or submit.
 * `form.reset` starts again from an untouched form. The component provides `send` and, where it reacts, `onSent`
 * and `onFailure`.
 */

export interface FormInput<Values, Settings> {
  settings: Settings
  /** What the visitor entered before the machine started; an untouched form when absent. */
  draft?: FormDraft<Values>
}

export interface FormContext<Values, Settings, Output> extends FormDraft<Values> {
  settings: Settings
  errors: FieldErrors<Values>
  /** What the sender answered on success (a buy form's access code). */
  output: Output | null
  /** Why the last sending failed (`error` when the sender threw). */
  failure: string | null
}

/** What `send` is given: the submitted values (trimmed but for `asTyped`) and the form's settings. */
export interface FormSubmission<Values, Settings> {
  values: Values
  settings: Settings
}

/** What `send` answers: sent, the server's field errors (400), or a refusal it names (429). Anything else it throws. */
export type FormSendResult<Values, Output> =
  | { status: 'sent'; output: Output }
  | { status: 'invalid'; errors: FieldErrors<Values> }
  | { status: 'refused'; reason: string }

export type FormEvent<Values, Settings> =
  | FormEdit<Values>
  | { type: 'form.submit' }
  | { type: 'form.reset'; settings?: Settings }

export function createFormMachine<Values extends object, Settings, Output = null>(spec: FormSpec<Values, Settings>) {
  type Context = FormContext<Values, Settings, Output>
  const fresh = (settings: Settings, draft?: FormDraft<Values>): Context => ({
    ...(draft ?? emptyDraft(spec, settings)),
    settings,
    errors: {},
    output: null,
    failure: null,
  })
  return setup({
    types: {
      input: {} as FormInput<Values, Settings>,
      context: {} as Context,
      events: {} as FormEvent<Values, Settings>,
    },
    actors: {
      send: fromPromise<FormSendResult<Values, Output>, FormSubmission<Values, Settings>>(mustProvide('send')),
    },
    actions: {
      onSent: () => {},
      onFailure: () => {},
      edit: assign(({ context, event }) => {
        if (event.type !== 'form.change' && event.type !== 'form.phoneValidity') return {}
        const draft = editDraft(spec, context.settings, context, event)
        if (event.type !== 'form.change') return draft
        return { ...draft, errors: withoutError(context.errors, event.field) }
      }),
      showErrors: assign(({ context }) => ({ errors: draftErrors(spec, context.settings, context) })),
      trim: assign(({ context }) => ({ values: submittedValues(spec, context.values), errors: {}, failure: null })),
      reset: assign(({ context, event }) => (event.type === 'form.reset' ? fresh(event.settings ?? context.settings) : {})),
      keepForNextRound: assign(({ context }) => (spec.afterSent ? { values: spec.afterSent(context.values, context.settings) } : {})),
    },
    guards: {
      invalid: ({ context }) => draftIsInvalid(spec, context.settings, context),
      usedAgain: () => spec.afterSent !== undefined,
    },
  }).createMachine({
    id: spec.id,
    context: ({ input }) => fresh(input.settings, input.draft),
    initial: 'editing',
    on: {
      // The phone input reports its verdict whenever it may have changed, also while sending.
      'form.phoneValidity': { actions: 'edit' },
      'form.reset': { target: '.editing', actions: 'reset' },
    },
    states: {
      editing: {
        on: {
          'form.change': { actions: 'edit' },
          'form.submit': 'validating',
        },
      },
      validating: {
        always: [
          { guard: 'invalid', target: 'editing', actions: 'showErrors' },
          { target: 'sending', actions: 'trim' },
        ],
      },
      sending: {
        // Busy: changes and repeated submits are ignored (no handlers here).
        invoke: {
          src: 'send',
          input: ({ context }) => ({ values: context.values, settings: context.settings }),
          onDone: [
            {
              guard: ({ event }) => event.output.status === 'invalid',
              target: 'editing',
              actions: assign(({ event }) => ({ errors: event.output.status === 'invalid' ? event.output.errors : {} })),
            },
            {
              guard: ({ event }) => event.output.status === 'refused',
              target: 'failed',
              actions: assign(({ event }) => ({ failure: event.output.status === 'refused' ? event.output.reason : 'error' })),
            },
            {
              target: 'sent',
              actions: assign(({ event }) => ({ output: event.output.status === 'sent' ? event.output.output : null })),
            },
          ],
          onError: { target: 'failed', actions: assign({ failure: 'error' }) },
        },
      },
      failed: {
        entry: 'onFailure',
        on: {
          'form.change': { target: 'editing', actions: 'edit' },
          'form.submit': 'validating',
        },
      },
      sent: {
        entry: ['keepForNextRound', 'onSent'],
        on: {
          'form.change': { guard: 'usedAgain', target: 'editing', actions: 'edit' },
          'form.submit': { guard: 'usedAgain', target: 'validating' },
        },
      },
    },
  })
}
