import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { MODAL_RESET_DELAY_MS } from '../src/model/timers'
import { shownModal } from '../src/model/modal'
import { modalMachine } from './modal.machine'

describe('modalMachine (MODAL-01, MODAL-02, CONST-06)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('MODAL-02: opens a named modal in full mode by default and sets the shown flag', () => {
    const modal = createActor(modalMachine).start()
    expect(modal.getSnapshot().value).toBe('closed')
    expect(modal.getSnapshot().context).toEqual({ shown: false, name: null, mode: 'full', props: {} })
    modal.send({ type: 'modal.open', name: 'info', props: { title: 'Hello' } })
    expect(modal.getSnapshot().value).toBe('open')
    expect(modal.getSnapshot().context).toEqual({ shown: true, name: 'info', mode: 'full', props: { title: 'Hello' } })
  })

  it('MODAL-02: mini mode', () => {
    const modal = createActor(modalMachine).start()
    modal.send({ type: 'modal.open', name: 'info', mode: 'mini' })
    expect(modal.getSnapshot().context.mode).toBe('mini')
    expect(modal.getSnapshot().context.props).toEqual({})
  })

  it('CONST-06: after close the content is kept 200 ms for the closing animation, then reset', () => {
    const modal = createActor(modalMachine).start()
    modal.send({ type: 'modal.open', name: 'info', mode: 'mini', props: { title: 'Hello' } })
    modal.send({ type: 'modal.close' })
    expect(modal.getSnapshot().value).toBe('closing')
    expect(modal.getSnapshot().context).toEqual({ shown: false, name: 'info', mode: 'mini', props: { title: 'Hello' } })
    vi.advanceTimersByTime(MODAL_RESET_DELAY_MS - 1)
    expect(modal.getSnapshot().context.name).toBe('info')
    vi.advanceTimersByTime(1)
    expect(modal.getSnapshot().value).toBe('closed')
    expect(modal.getSnapshot().context).toEqual({ shown: false, name: null, mode: 'full', props: {} })
  })

  it('opening while closing shows the new content and cancels the reset', () => {
    const modal = createActor(modalMachine).start()
    modal.send({ type: 'modal.open', name: 'info', props: { title: 'First' } })
    modal.send({ type: 'modal.close' })
    vi.advanceTimersByTime(MODAL_RESET_DELAY_MS / 2)
    modal.send({ type: 'modal.open', name: 'info', props: { title: 'Second' } })
    vi.advanceTimersByTime(MODAL_RESET_DELAY_MS * 2)
    expect(modal.getSnapshot().value).toBe('open')
    expect(modal.getSnapshot().context).toEqual({ shown: true, name: 'info', mode: 'full', props: { title: 'Second' } })
  })

  it('opening another modal while one is open replaces it', () => {
    const modal = createActor(modalMachine).start()
    modal.send({ type: 'modal.open', name: 'info', props: { title: 'First' } })
    modal.send({ type: 'modal.open', name: 'review', mode: 'mini', props: { id: 7 } })
    expect(modal.getSnapshot().context).toEqual({ shown: true, name: 'review', mode: 'mini', props: { id: 7 } })
  })

  it('closing a closed modal and opening without a name are ignored', () => {
    const modal = createActor(modalMachine).start()
    modal.send({ type: 'modal.close' })
    modal.send({ type: 'modal.open', name: '' })
    expect(modal.getSnapshot().value).toBe('closed')
    modal.send({ type: 'modal.open', name: 'info' })
    modal.send({ type: 'modal.close' })
    modal.send({ type: 'modal.close' })
    expect(modal.getSnapshot().value).toBe('closing')
  })
})

describe('shownModal (MODAL-01): the page shows the same modal with or without the machine', () => {
  it('is closed before the machine runs, as the started machine is, and again once a closed modal is reset', () => {
    vi.useFakeTimers()
    const actor = createActor(modalMachine).start()
    expect(shownModal(actor.getSnapshot())).toEqual(shownModal(undefined))
    actor.send({ type: 'modal.open', name: 'auth', mode: 'mini', props: { step: 1 } })
    expect(shownModal(actor.getSnapshot())).toEqual({ shown: true, name: 'auth', mode: 'mini', props: { step: 1 } })
    actor.send({ type: 'modal.close' })
    vi.advanceTimersByTime(MODAL_RESET_DELAY_MS)
    expect(shownModal(actor.getSnapshot())).toEqual(shownModal(undefined))
    vi.useRealTimers()
  })
})
