import { describe, expect, it } from 'vitest'
import { createActor, fromCallback } from 'xstate'
import type { LiveInspectionMessage } from '../src/model/live-inspection'
import { liveMachinesMachine, type LiveMachinesEvent } from './live-machines.machine'

/** A channel as the page gives it: the test pushes messages; each start of listening is counted as a roll call. */
function fakeChannel() {
  const channel = { rollCalls: 0, listening: false, push: (_message: LiveInspectionMessage) => {} }
  const listen = fromCallback<LiveMachinesEvent>(({ sendBack }) => {
    channel.rollCalls += 1
    channel.listening = true
    channel.push = (message) => sendBack({ type: 'live.message', message })
    return () => {
      channel.listening = false
      channel.push = () => {}
    }
  })
  return { channel, machine: liveMachinesMachine.provide({ actors: { listen } }) }
}

describe('liveMachinesMachine (issue 41, QA: the flows)', () => {
  it('shows the pages, their actors and each actor state and last events as they report', () => {
    const { channel, machine } = fakeChannel()
    const live = createActor(machine).start()
    expect(live.getSnapshot().value).toBe('listening')
    expect(channel.rollCalls).toBe(1)
    channel.push({ type: 'page', tab: 't1', address: '/events/x?inspect' })
    channel.push({ type: 'actor', tab: 't1', actor: 'x:1', machineId: 'buyForm' })
    channel.push({ type: 'snapshot', tab: 't1', actor: 'x:1', value: 'editing', status: 'active', event: 'xstate.init' })
    channel.push({ type: 'snapshot', tab: 't1', actor: 'x:1', value: { submitting: 'sending' }, status: 'active', event: 'form.submit' })
    const { pages, actors } = live.getSnapshot().context
    expect(pages).toEqual([{ tab: 't1', address: '/events/x?inspect', gone: false }])
    expect(actors).toEqual([
      { tab: 't1', actor: 'x:1', machineId: 'buyForm', value: { submitting: 'sending' }, status: 'active', events: ['xstate.init', 'form.submit'] },
    ])
  })

  it('marks a closed page gone and its actors stopped', () => {
    const { channel, machine } = fakeChannel()
    const live = createActor(machine).start()
    channel.push({ type: 'page', tab: 't1', address: '/' })
    channel.push({ type: 'actor', tab: 't1', actor: 'x:1', machineId: 'modal' })
    channel.push({ type: 'page.gone', tab: 't1' })
    expect(live.getSnapshot().context.pages[0]!.gone).toBe(true)
    expect(live.getSnapshot().context.actors[0]!.status).toBe('stopped')
  })

  it('pausing stops listening (the view holds still); resuming listens and calls the roll again', () => {
    const { channel, machine } = fakeChannel()
    const live = createActor(machine).start()
    channel.push({ type: 'page', tab: 't1', address: '/' })
    live.send({ type: 'live.pause' })
    expect(live.getSnapshot().value).toBe('paused')
    expect(channel.listening).toBe(false)
    channel.push({ type: 'page', tab: 't2', address: '/shop' })
    expect(live.getSnapshot().context.pages).toHaveLength(1)
    live.send({ type: 'live.resume' })
    expect(live.getSnapshot().value).toBe('listening')
    expect(channel.rollCalls).toBe(2)
  })

  it('clears the view in any state', () => {
    const { channel, machine } = fakeChannel()
    const live = createActor(machine).start()
    channel.push({ type: 'page', tab: 't1', address: '/' })
    live.send({ type: 'live.pause' })
    live.send({ type: 'live.clear' })
    expect(live.getSnapshot().context).toEqual({ pages: [], actors: [] })
  })
})
