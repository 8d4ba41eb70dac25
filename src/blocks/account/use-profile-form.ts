import { useRef, useState } from 'react'
import type { createFormMachine } from '../../../machines/form.machine'
import { formBinding, useSubmitWithFocus } from '../../components/forms/form-binding'
import { useLazyForm } from '../../components/forms/use-lazy-form'
import type { MachineLoader } from '../../components/lazy-actor'
import type { FormSpec } from '../../model/form-draft'

/**
 * A profile form on the form kit (PROFILE-06): its machine loads on the first focus or edit; what the fields bind
 * to, the submit that focuses the first invalid field (VALID-02), and the form element's ref.
 */
export function useProfileForm<Values extends object, Settings, Output>(
  spec: FormSpec<Values, Settings>,
  settings: Settings,
  fields: readonly (keyof Values & string)[],
  load: MachineLoader<ReturnType<typeof createFormMachine<Values, Settings, Output>>>,
) {
  const [fixedSettings] = useState(settings)
  const [fixedLoad] = useState(() => load)
  const formRef = useRef<HTMLFormElement>(null)
  const { view, send, start } = useLazyForm(spec, fixedSettings, fixedLoad)
  const binding = formBinding(spec.id, view, send)
  const onSubmit = useSubmitWithFocus(formRef, binding, view.phase, fields, () => send({ type: 'form.submit' }))
  return { view, binding, onSubmit, start, formRef }
}
