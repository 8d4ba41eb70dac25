import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { useFocusFirstInvalid } from '../components/forms/focus-invalid'
import { autosaveMachine, type Loaded, type Saved, type SaveInput } from '../../machines/autosave.machine'
import type { ContentDraft } from '../model/content-editor'

/** Runs autosaveMachine over the editor's draft (issue 42.2): `save` stores a draft made from a version, `load` reads the stored one. */
export function useAutosave(draft: ContentDraft, version: number, save: (draft: ContentDraft, version: number) => Promise<Saved>, load: () => Promise<Loaded>) {
  const [snapshot, send] = useMachine(
    autosaveMachine.provide({
      actors: {
        save: fromPromise<Saved, SaveInput>(({ input }) => save(input.draft as ContentDraft, input.version)),
        load: fromPromise<Loaded>(() => load()),
      },
    }),
    { input: { draft, version } },
  )
  const { context } = snapshot
  const state = snapshot.value as 'saved' | 'editing' | 'saving' | 'failed' | 'conflict' | 'reloading' | 'overwriting'
  // Only "save now" moves the focus to the first invalid field: a save that runs on its own leaves it where one types.
  const armFocus = useFocusFirstInvalid(state === 'saving' || state === 'overwriting' ? 'pending' : state === 'failed' && Object.keys(context.fields).length > 0 ? 'refused' : 'settled')
  return {
    draft: context.draft as ContentDraft,
    version: context.version,
    savedAt: context.savedAt,
    error: context.error,
    fields: context.fields,
    kept: context.kept !== null,
    state,
    edit: (next: ContentDraft) => send({ type: 'edit', draft: next }),
    /** Saves at once; refused with field errors, the focus goes to the first invalid control of `from`'s form. */
    saveNow: (from?: Element | null) => {
      if (snapshot.can({ type: 'saveNow' })) armFocus(from)
      send({ type: 'saveNow' })
    },
    retry: () => send({ type: 'retry' }),
    reload: () => send({ type: 'reload' }),
    overwrite: () => send({ type: 'overwrite' }),
    restore: () => send({ type: 'restore' }),
    forget: () => send({ type: 'forget' }),
  }
}

export type Autosave = ReturnType<typeof useAutosave>
