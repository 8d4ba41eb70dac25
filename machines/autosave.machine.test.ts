import { createActor, fromPromise } from 'xstate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTOSAVE_PAUSE_MS, CONFLICT_CODE } from '../src/model/content-editing'
import { autosaveMachine, type Loaded, type Saved, type SaveInput } from './autosave.machine'

const refusal = (code: string) => Object.assign(new Error(code), { code, body: { code, message: code } })

/** A fake store at `stored.version`: a save from another version is a 409, `failNext` fails the next save. */
function start() {
  const stored = { draft: 'theirs' as unknown, version: 1 }
  const saves: SaveInput[] = []
  let failNext: Error | null = null
  const actor = createActor(
    autosaveMachine.provide({
      actors: {
        save: fromPromise<Saved, SaveInput>(async ({ input }) => {
          saves.push(input)
          if (failNext) {
            const error = failNext
            failNext = null
            throw error
          }
          if (input.version !== stored.version) throw refusal(CONFLICT_CODE)
          stored.draft = input.draft
          stored.version += 1
          return { version: stored.version }
        }),
        load: fromPromise<Loaded>(async () => ({ ...stored })),
      },
    }),
    { input: { draft: 'first', version: 1 } },
  ).start()
  return { actor, saves, stored, failNext: (error: Error) => (failNext = error) }
}

const state = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().value

describe('autosave machine (issue 42: drafts save while typing pauses)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(Date.UTC(2026, 10, 28, 18, 0))
  })
  afterEach(() => vi.useRealTimers())

  it('saves once typing has paused, not on every key, and says when', async () => {
    const { actor, saves } = start()
    actor.send({ type: 'edit', draft: 'a' })
    await vi.advanceTimersByTimeAsync(AUTOSAVE_PAUSE_MS - 100)
    actor.send({ type: 'edit', draft: 'ab' })
    await vi.advanceTimersByTimeAsync(AUTOSAVE_PAUSE_MS - 100)
    expect(saves).toEqual([])
    await vi.advanceTimersByTimeAsync(100)
    expect(saves).toEqual([{ draft: 'ab', version: 1 }])
    expect(state(actor)).toBe('saved')
    expect(actor.getSnapshot().context).toMatchObject({ version: 2, savedAt: Date.UTC(2026, 10, 28, 18, 0) + 2 * AUTOSAVE_PAUSE_MS - 100 })
  })

  it('typing during a save saves again afterwards with the new version', async () => {
    const { actor, saves } = start()
    actor.send({ type: 'edit', draft: 'a' })
    actor.send({ type: 'saveNow' })
    expect(state(actor)).toBe('saving')
    actor.send({ type: 'edit', draft: 'abc' })
    await vi.advanceTimersByTimeAsync(0)
    expect(state(actor)).toBe('editing')
    await vi.advanceTimersByTimeAsync(AUTOSAVE_PAUSE_MS)
    expect(saves).toEqual([{ draft: 'a', version: 1 }, { draft: 'abc', version: 2 }])
    expect(state(actor)).toBe('saved')
  })

  it('a failed save keeps the text and tries again on retry', async () => {
    const { actor, saves, failNext } = start()
    failNext(new TypeError('Failed to fetch'))
    actor.send({ type: 'edit', draft: 'kept' })
    await vi.advanceTimersByTimeAsync(AUTOSAVE_PAUSE_MS)
    expect(state(actor)).toBe('failed')
    expect(actor.getSnapshot().context).toMatchObject({ draft: 'kept', error: 'network', savedAt: null })
    actor.send({ type: 'retry' })
    await vi.advanceTimersByTimeAsync(0)
    expect(state(actor)).toBe('saved')
    expect(saves.map((save) => save.draft)).toEqual(['kept', 'kept'])
  })

  it('409: reload takes the other editor’s text and version', async () => {
    const { actor, stored } = start()
    stored.version = 5
    stored.draft = 'someone else'
    actor.send({ type: 'edit', draft: 'mine' })
    await vi.advanceTimersByTimeAsync(AUTOSAVE_PAUSE_MS)
    expect(state(actor)).toBe('conflict')
    expect(actor.getSnapshot().context).toMatchObject({ draft: 'mine', error: CONFLICT_CODE })
    actor.send({ type: 'reload' })
    await vi.advanceTimersByTimeAsync(0)
    expect(state(actor)).toBe('saved')
    expect(actor.getSnapshot().context).toMatchObject({ draft: 'someone else', version: 5, error: null, kept: 'mine' })
  })

  it('409: after a reload our text is kept aside, and restore saves it over theirs at their version', async () => {
    const { actor, stored, saves } = start()
    stored.version = 5
    stored.draft = 'someone else'
    actor.send({ type: 'edit', draft: 'mine' })
    await vi.advanceTimersByTimeAsync(AUTOSAVE_PAUSE_MS)
    actor.send({ type: 'reload' })
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'restore' })
    expect(actor.getSnapshot().context).toMatchObject({ draft: 'mine', kept: null })
    await vi.advanceTimersByTimeAsync(AUTOSAVE_PAUSE_MS)
    expect(state(actor)).toBe('saved')
    expect(saves.at(-1)).toEqual({ draft: 'mine', version: 5 })
    expect(stored).toEqual({ draft: 'mine', version: 6 })
    // Nothing is kept any more: restore does nothing.
    actor.send({ type: 'restore' })
    expect(state(actor)).toBe('saved')
  })

  it('409: overwrite saves our text over theirs at their version', async () => {
    const { actor, stored, saves } = start()
    stored.version = 5
    actor.send({ type: 'edit', draft: 'mine' })
    await vi.advanceTimersByTimeAsync(AUTOSAVE_PAUSE_MS)
    actor.send({ type: 'edit', draft: 'mine, still typing' })
    actor.send({ type: 'overwrite' })
    await vi.advanceTimersByTimeAsync(0)
    expect(state(actor)).toBe('saved')
    expect(saves.at(-1)).toEqual({ draft: 'mine, still typing', version: 5 })
    expect(stored).toEqual({ draft: 'mine, still typing', version: 6 })
  })
})
