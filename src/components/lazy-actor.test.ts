import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { burgerMenuMachine } from '../../machines/burger-menu.machine'
import { currencySwitchMachine } from '../../machines/currency-switch.machine'
import { LazyActor } from './lazy-actor'

/** A loader the test resolves or rejects when it wants, counting its calls. */
function controlledLoader<T>(machine: T) {
  const calls: Array<{ resolve: (value: T) => void; reject: (error: Error) => void }> = []
  const load = vi.fn(() => new Promise<T>((resolve, reject) => calls.push({ resolve, reject })))
  return { load, calls, resolveAll: () => calls.forEach((call) => call.resolve(machine)) }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

// The first dynamic import of start-app-actor takes a while in Node; loaded once, later ones resolve at once.
beforeAll(() => import('./start-app-actor'))
afterEach(() => vi.restoreAllMocks())

describe('LazyActor (issue 4: no xstate before the first event)', () => {
  it('loads nothing and has no snapshot until the first event', () => {
    const loader = controlledLoader(burgerMenuMachine)
    const lazy = new LazyActor(loader.load)
    lazy.sendIfStarted({ type: 'navigation' })
    expect(loader.load).not.toHaveBeenCalled()
    expect(lazy.getSnapshot()).toBeUndefined()
  })

  it('loads once on the first event and delivers every event sent meanwhile, in order', async () => {
    const loader = controlledLoader(burgerMenuMachine)
    const lazy = new LazyActor(loader.load)
    const listener = vi.fn()
    lazy.subscribe(listener)
    lazy.send({ type: 'menu.toggle' })
    lazy.send({ type: 'menu.toggle' })
    lazy.send({ type: 'menu.toggle' })
    expect(loader.load).toHaveBeenCalledTimes(1)
    expect(lazy.getSnapshot()).toBeUndefined()
    loader.resolveAll()
    await flush()
    // closed → open → closed → open: the three toggles arrived in order.
    expect(lazy.getSnapshot()?.value).toBe('open')
    expect(listener).toHaveBeenCalled()
    lazy.send({ type: 'escape' })
    expect(lazy.getSnapshot()?.value).toBe('closed')
    // Starting again (a form's every focus asks) keeps the running actor and its state.
    const running = lazy.started
    lazy.start()
    await flush()
    expect(lazy.started).toBe(running)
    expect(loader.load).toHaveBeenCalledTimes(1)
  })

  it('starts the actor with the options of the moment it starts (the latest input)', async () => {
    let current: 'RUB' | 'USD' = 'RUB'
    const loader = controlledLoader(currencySwitchMachine.provide({ actions: { storeCurrency: () => {}, reloadPage: () => {} } }))
    const lazy = new LazyActor(loader.load, () => ({ input: { current } }))
    current = 'USD'
    lazy.send({ type: 'currency.choose', currency: 'USD' })
    loader.resolveAll()
    await flush()
    // USD is already the current currency, so choosing it changes nothing.
    expect(lazy.getSnapshot()?.context.chosen).toBe('USD')
    expect(lazy.getSnapshot()?.matches('ready')).toBe(true)
  })

  it('a failed load is logged, drops the waiting events, and the next event tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const loader = controlledLoader(burgerMenuMachine)
    const lazy = new LazyActor(loader.load)
    lazy.send({ type: 'menu.open' })
    loader.calls[0]!.reject(new Error('offline'))
    await flush()
    expect(error).toHaveBeenCalledOnce()
    expect(lazy.getSnapshot()).toBeUndefined()
    lazy.send({ type: 'menu.open' })
    expect(loader.load).toHaveBeenCalledTimes(2)
    loader.calls[1]!.resolve(burgerMenuMachine)
    await flush()
    expect(lazy.getSnapshot()?.value).toBe('open')
  })

  it('after stop a load that finishes starts nothing; resume allows a new start', async () => {
    const loader = controlledLoader(burgerMenuMachine)
    const lazy = new LazyActor(loader.load)
    lazy.send({ type: 'menu.open' })
    lazy.stop()
    loader.resolveAll()
    await flush()
    expect(lazy.getSnapshot()).toBeUndefined()
    lazy.resume()
    lazy.send({ type: 'menu.open' })
    loader.calls[1]!.resolve(burgerMenuMachine)
    await flush()
    expect(lazy.getSnapshot()?.value).toBe('open')
    lazy.stop()
    expect(lazy.started).toBeUndefined()
  })

  it('begins the load when its scheduler says (after the event’s frame), keeping the events sent meanwhile (issue 43.3)', async () => {
    const loader = controlledLoader(burgerMenuMachine)
    const scheduled: Array<() => void> = []
    const lazy = new LazyActor(loader.load, undefined, (load) => scheduled.push(load))
    lazy.send({ type: 'menu.toggle' })
    lazy.send({ type: 'escape' })
    lazy.send({ type: 'menu.open' })
    expect(loader.load).not.toHaveBeenCalled()
    expect(scheduled).toHaveLength(1)
    scheduled[0]!()
    expect(loader.load).toHaveBeenCalledTimes(1)
    loader.resolveAll()
    await flush()
    expect(lazy.getSnapshot()?.value).toBe('open')
  })

  it('shows the events waiting for the machine, and none once it runs or its load failed (issue 43.3)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const loader = controlledLoader(burgerMenuMachine)
    const lazy = new LazyActor(loader.load)
    const listener = vi.fn()
    lazy.subscribe(listener)
    expect(lazy.getWaiting()).toEqual([])
    lazy.send({ type: 'menu.toggle' })
    expect(lazy.getWaiting()).toEqual([{ type: 'menu.toggle' }])
    expect(listener).toHaveBeenCalledTimes(1)
    // The same array until another event comes, as React's external stores need.
    expect(lazy.getWaiting()).toBe(lazy.getWaiting())
    loader.resolveAll()
    await flush()
    expect(lazy.getWaiting()).toEqual([])

    const failing = controlledLoader(burgerMenuMachine)
    const broken = new LazyActor(failing.load)
    broken.send({ type: 'menu.toggle' })
    failing.calls[0]!.reject(new Error('offline'))
    await flush()
    expect(error).toHaveBeenCalledOnce()
    expect(broken.getWaiting()).toEqual([])
  })

  it('sendIfStarted reaches a machine that is starting, so a navigation after the first tap is not lost', async () => {
    const loader = controlledLoader(burgerMenuMachine)
    const lazy = new LazyActor(loader.load)
    lazy.sendIfStarted({ type: 'navigation' })
    expect(lazy.getWaiting()).toEqual([])
    lazy.send({ type: 'menu.toggle' })
    lazy.sendIfStarted({ type: 'navigation' })
    loader.resolveAll()
    await flush()
    expect(lazy.getSnapshot()?.value).toBe('closed')
  })
})
