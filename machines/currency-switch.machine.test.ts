import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { Currency } from '../src/model/currencies'
import { CURRENCY_RELOAD_DELAY_MS } from '../src/model/timers'
import { currencySwitchView } from '../src/model/currency-switch-view'
import { currencySwitchMachine } from './currency-switch.machine'

function startSwitch(current: Currency = 'USD') {
  const stored: Currency[] = []
  const reloadPage = vi.fn()
  const actor = createActor(
    currencySwitchMachine.provide({
      actions: {
        storeCurrency: ({ context }) => stored.push(context.chosen),
        reloadPage,
      },
    }),
    { input: { current } },
  ).start()
  return { actor, stored, reloadPage }
}

describe('currencySwitchMachine (CURRENCY-01…04)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('CURRENCY-03: a known currency is stored at once and the page reloads after 100 ms', () => {
    const { actor, stored, reloadPage } = startSwitch('USD')
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'currency.choose', currency: 'KGS' })
    expect(actor.getSnapshot().value).toBe('reloadScheduled')
    expect(stored).toEqual(['KGS'])
    vi.advanceTimersByTime(CURRENCY_RELOAD_DELAY_MS - 1)
    expect(reloadPage).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('reloading')
    expect(reloadPage).toHaveBeenCalledTimes(1)
  })

  it.each(['EUR', 'usd', '', 'RUB; path=/evil'])('CURRENCY-04: the unknown code %j is ignored', (code) => {
    const { actor, stored, reloadPage } = startSwitch('USD')
    actor.send({ type: 'currency.choose', currency: code })
    vi.advanceTimersByTime(CURRENCY_RELOAD_DELAY_MS * 10)
    expect(actor.getSnapshot().value).toBe('ready')
    expect(stored).toEqual([])
    expect(reloadPage).not.toHaveBeenCalled()
  })

  it('CURRENCY-03: choosing the current currency does nothing', () => {
    const { actor, stored, reloadPage } = startSwitch('RUB')
    actor.send({ type: 'currency.choose', currency: 'RUB' })
    vi.advanceTimersByTime(CURRENCY_RELOAD_DELAY_MS * 10)
    expect(actor.getSnapshot().value).toBe('ready')
    expect(stored).toEqual([])
    expect(reloadPage).not.toHaveBeenCalled()
  })

  it('a second choice within the 100 ms replaces the first and reloads once', () => {
    const { actor, stored, reloadPage } = startSwitch('USD')
    actor.send({ type: 'currency.choose', currency: 'KGS' })
    vi.advanceTimersByTime(CURRENCY_RELOAD_DELAY_MS - 10)
    actor.send({ type: 'currency.choose', currency: 'KZT' })
    vi.advanceTimersByTime(CURRENCY_RELOAD_DELAY_MS - 1)
    expect(reloadPage).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(stored).toEqual(['KGS', 'KZT'])
    expect(reloadPage).toHaveBeenCalledTimes(1)
  })

  it('without provided actions the machine fails loudly instead of doing nothing', () => {
    const actor = createActor(currencySwitchMachine, { input: { current: 'USD' } })
    const errors: unknown[] = []
    actor.subscribe({ error: (error) => errors.push(error) })
    actor.start()
    actor.send({ type: 'currency.choose', currency: 'RUB' })
    expect(actor.getSnapshot().status).toBe('error')
    expect(String(errors[0])).toContain('storeCurrency must be provided')
  })
})

describe('currencySwitchView (CURRENCY-01…04): the buttons show the same before and after the machine loads', () => {
  it('presses the current currency and is not busy, as the started machine; then the chosen one, busy until the reload', () => {
    const { actor } = startSwitch('KGS')
    expect(currencySwitchView(actor.getSnapshot(), 'KGS')).toEqual(currencySwitchView(undefined, 'KGS'))
    expect(currencySwitchView(undefined, 'KGS')).toEqual({ chosen: 'KGS', busy: false })
    actor.send({ type: 'currency.choose', currency: 'UZS' })
    expect(currencySwitchView(actor.getSnapshot(), 'KGS')).toEqual({ chosen: 'UZS', busy: true })
  })
})
