import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
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
  return {
    draft: context.draft as ContentDraft,
    version: context.version,
    savedAt: context.savedAt,
    error: context.error,
    fields: context.fields,
    kept: context.kept !== null,
    state: snapshot.value as 'saved' | 'editing' | 'saving' | 'failed' | 'conflict' | 'reloading' | 'overwriting',
    edit: (next: ContentDraft) => send({ type: 'edit', draft: next }),
    saveNow: () => send({ type: 'saveNow' }),
    retry: () => send({ type: 'retry' }),
    reload: () => send({ type: 'reload' }),
    overwrite: () => send({ type: 'overwrite' }),
    restore: () => send({ type: 'restore' }),
    forget: () => send({ type: 'forget' }),
  }
}

export type Autosave = ReturnType<typeof useAutosave>
