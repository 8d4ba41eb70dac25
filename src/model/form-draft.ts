import { hasErrors, trimValues, validateForm, type FieldErrors, type FormRules } from './validation'

/**
 * The form kit's rules (VALID-01…05, OQ-34), pure so that a form shows the same thing whether or not its machine
 * (machines/form.machine.ts) has loaded: what an untouched form holds, how an edit changes it, what a submit finds.
 */

/** A chosen file as a form holds it: name, content type, size in bytes and the bytes in base64. */
export interface FormFile {
  name: string
  type: string
  size: number
  data: string
}

export type FormValue = string | boolean | FormFile

/** What a form of `Values` needs to know, given `Settings` (an event's options, a review's subject, a form definition). */
export interface FormSpec<Values extends object, Settings> {
  /** The machine's id, as the inspector shows it. */
  id: string
  /** The values of an untouched form. */
  empty(settings: Settings): Values
  /** The rules a submit checks; `phoneValid` is the phone input's verdict (VALID-04). */
  rules(phoneValid: boolean, settings: Settings): FormRules<Values>
  /** Errors that compare fields (a repeated password); a field's own rules win over them. */
  compare?(values: Values, settings: Settings): FieldErrors<Values>
  /** The values after an edit, for fields that depend on each other; a plain assignment when absent. */
  edit?(values: Values, field: keyof Values & string, value: FormValue, settings: Settings): Values
  /**
   * A form that stays for another round after a success (a profile form): the values it then holds, and `sent`
   * takes edits and submits. Absent: `sent` is the end (the visitor moves on).
   */
  afterSent?(values: Values, settings: Settings): Values
  /** Fields validated and sent as typed, never trimmed: passwords, which the server takes as they are. */
  asTyped?: ReadonlyArray<keyof Values & string>
}

/** What the visitor has entered so far and the phone input's verdict. */
export interface FormDraft<Values> {
  values: Values
  phoneValid: boolean
}

/** What the visitor does to the entries (the form machine's editing events). */
export type FormEdit<Values> =
  | { type: 'form.change'; field: keyof Values & string; value: FormValue }
  | { type: 'form.phoneValidity'; valid: boolean }

/** The draft of an untouched form. */
export function emptyDraft<Values extends object, Settings>(spec: FormSpec<Values, Settings>, settings: Settings): FormDraft<Values> {
  return { values: spec.empty(settings), phoneValid: false }
}

/** The draft after an edit. */
export function editDraft<Values extends object, Settings>(
  spec: FormSpec<Values, Settings>,
  settings: Settings,
  draft: FormDraft<Values>,
  edit: FormEdit<Values>,
): FormDraft<Values> {
  if (edit.type === 'form.phoneValidity') return { values: draft.values, phoneValid: edit.valid }
  const values = spec.edit
    ? spec.edit(draft.values, edit.field, edit.value, settings)
    : { ...draft.values, [edit.field]: edit.value }
  return { values, phoneValid: draft.phoneValid }
}

/** A changed field's error goes away until the next submit. */
export function withoutError<Values>(errors: FieldErrors<Values>, field: keyof Values): FieldErrors<Values> {
  const rest = { ...errors }
  delete rest[field]
  return rest
}

/** VALID-03: the values a submit validates and sends: trimmed, except the spec's `asTyped` fields. */
export function submittedValues<Values extends object, Settings>(spec: FormSpec<Values, Settings>, values: Values): Values {
  return trimValues(values, spec.asTyped)
}

/** VALID-02, VALID-03: the first error of each field of the submitted values. */
export function draftErrors<Values extends object, Settings>(
  spec: FormSpec<Values, Settings>,
  settings: Settings,
  draft: FormDraft<Values>,
): FieldErrors<Values> {
  const values = submittedValues(spec, draft.values)
  return { ...spec.compare?.(values, settings), ...validateForm(values, spec.rules(draft.phoneValid, settings)) }
}

export function draftIsInvalid<Values extends object, Settings>(spec: FormSpec<Values, Settings>, settings: Settings, draft: FormDraft<Values>) {
  return hasErrors(draftErrors(spec, settings, draft))
}

/** The phases a form shows: entries, on its way, sent, or failed with the values kept. */
export type FormPhase = 'editing' | 'sending' | 'sent' | 'failed'

/** What a form shows, from its machine's snapshot or, before the machine runs, from its draft. */
export interface FormView<Values> {
  phase: FormPhase
  values: Values
  errors: FieldErrors<Values>
  /** Why sending failed (`error` when the sender threw), null otherwise. */
  failure: string | null
}

/** What a form shows before its machine runs: its draft, no errors, editing. */
export function restingFormView<Values>(draft: FormDraft<Values>): FormView<Values> {
  return { phase: 'editing', values: draft.values, errors: {}, failure: null }
}

/** What a form machine's snapshot offers (structurally, so that this file needs no xstate). */
export interface FormSnapshot<Values> {
  context: { values: Values; errors: FieldErrors<Values>; failure: string | null }
  matches(state: FormPhase): boolean
}

/** What a form shows from its machine's snapshot, or, before the machine runs, from its draft. */
export function formView<Values>(snapshot: FormSnapshot<Values> | undefined, draft: FormDraft<Values>): FormView<Values> {
  if (!snapshot) return restingFormView(draft)
  const { values, errors, failure } = snapshot.context
  const phase = (['sending', 'sent', 'failed'] as const).find((candidate) => snapshot.matches(candidate)) ?? 'editing'
  return { phase, values, errors, failure }
}
