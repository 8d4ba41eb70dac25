import { useSelector } from '@xstate/react'
import { useRef, useState } from 'react'
import type { AnyActorRef } from 'xstate'
import { emptyDraft, formView, type FormSnapshot, type FormSpec } from '../../model/form-draft'
import { formBinding, useSubmitWithFocus } from '../forms/form-binding'

/**
 * One of the auth modal's forms, run by the form machine the modal machine invoked as `form` (absent while the
 * modal closes: the empty form shows). Focus goes to the first field with an error after a submit (VALID-02).
 */
export function useAuthForm<Values extends object, Settings>(
  actor: AnyActorRef | undefined,
  spec: FormSpec<Values, Settings>,
  settings: Settings,
  fields: readonly (keyof Values & string)[],
) {
  const snapshot = useSelector(actor, (current) => current as FormSnapshot<Values> | undefined)
  const [resting] = useState(() => emptyDraft(spec, settings))
  const view = formView(snapshot, resting)
  const form = useRef<HTMLFormElement>(null)
  const send = (event: { type: string }) => actor?.send(event)
  const binding = formBinding(spec.id, view, send)
  const busy = view.phase === 'sending'
  const onSubmit = useSubmitWithFocus(form, binding, view.phase, fields, () => send({ type: 'form.submit' }))
  return { form, binding, busy, onSubmit }
}
