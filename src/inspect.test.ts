import { afterEach, describe, expect, it, vi } from 'vitest'
import { assign, createActor, fromPromise, setup } from 'xstate'
import { applyLiveMessage, EMPTY_LIVE_VIEW, isLiveInspectionMessage, LIVE_INSPECTION_CHANNEL, type LiveView } from './model/live-inspection'
import { broadcastInspector } from './inspect'

const counter = setup({
  types: { context: {} as { secret: string } },
  actors: { load: fromPromise(async () => 'loaded') },
}).createMachine({
  id: 'counter',
  context: { secret: 'typed by the visitor' },
  initial: 'idle',
  states: {
    idle: { on: { go: 'loading' } },
    loading: { invoke: { src: 'load', onDone: { target: 'done', actions: assign({ secret: 'still private' }) } } },
    done: { type: 'final' },
  },
})

/** Messages reaching the flows page's side of the channel, applied as its live view applies them. */
function flowsPage() {
  const channel = new BroadcastChannel(LIVE_INSPECTION_CHANNEL)
  const received: unknown[] = []
  let view: LiveView = EMPTY_LIVE_VIEW
  channel.onmessage = (event) => {
    received.push(event.data)
    if (isLiveInspectionMessage(event.data)) view = applyLiveMessage(view, event.data)
  }
  return { channel, received, view: () => view }
}

describe('?inspect reports a page\'s machines to the flows page over a BroadcastChannel (issue 41, QA: the flows)', () => {
  const channels: BroadcastChannel[] = []
  afterEach(() => {
    channels.splice(0).forEach((channel) => channel.close())
  })

  it('sends each actor, its states and event names, never its context; a roll call replays them', async () => {
    vi.stubGlobal('location', { pathname: '/events/x', search: '?inspect' })
    vi.stubGlobal('addEventListener', () => {})
    const page = flowsPage()
    const reporter = new BroadcastChannel(LIVE_INSPECTION_CHANNEL)
    channels.push(page.channel, reporter)
    const actor = createActor(counter, { inspect: broadcastInspector(reporter) }).start()
    actor.send({ type: 'go' })
    await vi.waitFor(() => expect(page.view().actors.find((one) => one.machineId === 'counter')?.value).toBe('done'))
    const view = page.view()
    expect(view.pages).toEqual([{ tab: expect.any(String), address: '/events/x?inspect', gone: false }])
    const machine = view.actors.find((one) => one.machineId === 'counter')!
    expect(machine.status).toBe('done')
    expect(machine.events).toEqual(['xstate.init', 'go', expect.stringMatching(/^xstate\.done\.actor\./)])
    // The invoked promise is a child of the machine.
    expect(view.actors.some((one) => one.parent === machine.actor && one.machineId === undefined)).toBe(true)
    expect(JSON.stringify(page.received)).not.toContain('typed by the visitor')
    expect(JSON.stringify(page.received)).not.toContain('still private')

    // A flows page opened later asks, and the page answers with what it has.
    const late = flowsPage()
    channels.push(late.channel)
    late.channel.postMessage({ type: 'roll-call' })
    await vi.waitFor(() => expect(late.view().actors.find((one) => one.machineId === 'counter')?.value).toBe('done'))
  })
})
