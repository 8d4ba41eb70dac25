import { useCallback, useRef, useState } from 'react'
import type { createFormMachine, FormEvent } from '../../../machines/form.machine'
import { editDraft, emptyDraft, formView, type FormSpec } from '../../model/form-draft'
import type { MachineLoader } from '../lazy-actor'
import { useLazyMachine } from '../use-lazy-machine'

/**
 * A form whose machine (form.machine.ts, and with it xstate) loads on the first focus or edit, not with the page:
 * until it runs, edits go into the spec's draft, which the form shows and the machine starts from; a submit sent
 * meanwhile waits for it. `view` is what the form shows either way.
 */
export function useLazyForm<Values extends object, Settings, Output>(
  spec: FormSpec<Values, Settings>,
  settings: Settings,
  load: MachineLoader<ReturnType<typeof createFormMachine<Values, Settings, Output>>>,
) {
  const [draft, setDraft] = useState(() => emptyDraft(spec, settings))
  const latestDraft = useRef(draft)
  // The draft as the machine starts, not as of the last render: an edit (the phone's verdict, sent from an effect)
  // can arrive while the machine loads and before React renders it, and would otherwise be lost to the machine.
  const { snapshot, send: sendToMachine, start, lazy } = useLazyMachine(load, () => ({ input: { settings, draft: latestDraft.current } }))
  const send = useCallback(
    (event: FormEvent<Values, Settings>) => {
      if (lazy.started || event.type === 'form.submit' || event.type === 'form.reset') {
        sendToMachine(event)
        return
      }
      latestDraft.current = editDraft(spec, settings, latestDraft.current, event)
      setDraft(latestDraft.current)
      start()
    },
    // spec and settings: fixed for the form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lazy, sendToMachine, start],
  )
  const view = formView(snapshot, draft)
  return { view, send, start, snapshot }
}
