import { assign, fromPromise, setup } from 'xstate'
import { AUTOSAVE_PAUSE_MS, CONFLICT_CODE, deskErrorOf } from '../src/model/content-editing'
import { mustProvide } from './must-provide'

/**
 * A draft that saves itself while the editor types (issue 42): each edit restarts a pause; once typing has paused
 * the draft is saved with the version it was made from. A failed save keeps the text (and retries with the next edit
 * or `retry`); a 409 (someone else saved first) offers to reload theirs or to overwrite it with ours.
 *   saved ─edit→ editing ─(pause)→ saving ─done→ saved (savedAt) / editing (typed meanwhile)
 *                  │ edit: the pause starts again   ├error→ failed ─edit→ editing / ─retry→ saving
 *                  └saveNow→ saving                 └409→ conflict ─reload→ reloading ─done→ saved (their draft, ours `kept`)
 *                                                               └overwrite→ overwriting (their version) → saving (ours)
 * After a reload our text is kept aside: `restore` puts it back over theirs (and saves it), `forget` lets it go.
 */

export interface AutosaveContext<Draft = unknown> {
  draft: Draft
  /** The version the draft was made from; a save names it. */
  version: number
  /** When the last save was stored (ms since the epoch), null before the first. */
  savedAt: number | null
  /** Edits arrived while a save was on its way: another save follows. */
  pending: boolean
  error: string | null
  fields: Record<string, string[]>
  /** Our draft as it was when a conflict's reload replaced it with theirs; null when none is kept. */
  kept: Draft | null
}

export type AutosaveEvent =
  | { type: 'edit'; draft: unknown }
  | { type: 'saveNow' }
  | { type: 'retry' }
  | { type: 'reload' }
  | { type: 'overwrite' }
  | { type: 'restore' }
  | { type: 'forget' }

/** What the `save` actor is given and answers. */
export interface SaveInput {
  draft: unknown
  version: number
}
export interface Saved {
  version: number
}
/** What the `load` actor answers: the stored draft and its version. */
export interface Loaded {
  draft: unknown
  version: number
}

export const autosaveMachine = setup({
  types: { context: {} as AutosaveContext, events: {} as AutosaveEvent, input: {} as { draft: unknown; version: number } },
  actors: {
    save: fromPromise<Saved, SaveInput>(mustProvide('save')),
    load: fromPromise<Loaded>(mustProvide('load')),
  },
  actions: {
    take: assign(({ event }) => ({ draft: (event as Extract<AutosaveEvent, { type: 'edit' }>).draft })),
    takeWhileSaving: assign(({ event }) => ({ draft: (event as Extract<AutosaveEvent, { type: 'edit' }>).draft, pending: true })),
    stored: assign(({ event }) => ({ version: (event as unknown as { output: Saved }).output.version, savedAt: Date.now(), error: null, fields: {} })),
    startSave: assign({ pending: false, error: null, fields: {} }),
    showError: assign(({ event }) => deskErrorOf((event as { error?: unknown }).error)),
    theirs: assign(({ context, event }) => {
      const { draft, version } = (event as unknown as { output: Loaded }).output
      return { draft, version, error: null, fields: {}, pending: false, kept: context.draft }
    }),
    putBack: assign(({ context }) => ({ draft: context.kept, kept: null })),
    forget: assign({ kept: null }),
    theirVersion: assign(({ event }) => ({ version: (event as unknown as { output: Loaded }).output.version })),
  },
  guards: {
    hasKept: ({ context }) => context.kept !== null,
    typedMeanwhile: ({ context }) => context.pending,
    conflict: ({ event }) => deskErrorOf((event as { error?: unknown }).error).error === CONFLICT_CODE,
  },
  delays: { pause: AUTOSAVE_PAUSE_MS },
}).createMachine({
  id: 'autosave',
  context: ({ input }) => ({ draft: input.draft, version: input.version, savedAt: null, pending: false, error: null, fields: {}, kept: null }),
  initial: 'saved',
  states: {
    saved: {
      on: {
        edit: { target: 'editing', actions: 'take' },
        restore: { guard: 'hasKept', target: 'editing', actions: 'putBack' },
        forget: { actions: 'forget' },
      },
    },
    editing: {
      after: { pause: 'saving' },
      on: {
        edit: { target: 'editing', reenter: true, actions: 'take' },
        saveNow: 'saving',
      },
    },
    saving: {
      entry: 'startSave',
      invoke: {
        src: 'save',
        input: ({ context }) => ({ draft: context.draft, version: context.version }),
        onDone: [
          { guard: 'typedMeanwhile', target: 'editing', actions: 'stored' },
          { target: 'saved', actions: 'stored' },
        ],
        onError: [
          { guard: 'conflict', target: 'conflict', actions: 'showError' },
          { target: 'failed', actions: 'showError' },
        ],
      },
      on: { edit: { actions: 'takeWhileSaving' } },
    },
    failed: {
      on: {
        edit: { target: 'editing', actions: 'take' },
        retry: 'saving',
        saveNow: 'saving',
      },
    },
    conflict: {
      on: {
        edit: { actions: 'take' },
        reload: 'reloading',
        overwrite: 'overwriting',
      },
    },
    reloading: {
      invoke: {
        src: 'load',
        onDone: { target: 'saved', actions: 'theirs' },
        onError: { target: 'conflict', actions: 'showError' },
      },
    },
    overwriting: {
      invoke: {
        src: 'load',
        onDone: { target: 'saving', actions: 'theirVersion' },
        onError: { target: 'conflict', actions: 'showError' },
      },
    },
  },
})
