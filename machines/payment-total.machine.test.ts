import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Currency } from '../src/model/currencies'
import { paymentTotalMachine } from './payment-total.machine'

function start() {
  const calls: { currency: Currency; resolve: (amount: number) => void; reject: (error: Error) => void }[] = []
  const machine = paymentTotalMachine.provide({
    actors: {
      calculate: fromPromise<number, { currency: Currency }>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ currency: input.currency, resolve, reject })),
      ),
    },
  })
  return { actor: createActor(machine).start(), calls }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('paymentTotalMachine (PAY-11)', () => {
  it('waits for a currency, shows the loader while calculating, then the amount', async () => {
    const { actor, calls } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(calls).toHaveLength(0)
    actor.send({ type: 'total.load', currency: 'RUB' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(calls.map((call) => call.currency)).toEqual(['RUB'])
    calls[0]!.resolve(700000)
    await flush()
    expect(actor.getSnapshot().value).toBe('shown')
    expect(actor.getSnapshot().context).toEqual({ currency: 'RUB', amount: 700000 })
  })

  it('ignores the stale answer of an earlier currency', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'total.load', currency: 'RUB' })
    actor.send({ type: 'total.load', currency: 'USD' })
    expect(calls.map((call) => call.currency)).toEqual(['RUB', 'USD'])
    calls[1]!.resolve(9000)
    await flush()
    calls[0]!.resolve(700000)
    await flush()
    expect(actor.getSnapshot().context).toEqual({ currency: 'USD', amount: 9000 })
  })

  it('a reload from a shown total empties it while loading', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'total.load', currency: 'RUB' })
    calls[0]!.resolve(700000)
    await flush()
    actor.send({ type: 'total.load', currency: 'UZS' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context).toEqual({ currency: 'UZS', amount: null })
  })

  it('stays empty when the calculation fails, and a stale failure does not empty a newer total', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'total.load', currency: 'RUB' })
    calls[0]!.reject(new Error('500'))
    await flush()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.amount).toBeNull()

    actor.send({ type: 'total.load', currency: 'KGS' })
    actor.send({ type: 'total.load', currency: 'USD' })
    calls[2]!.resolve(9000)
    await flush()
    calls[1]!.reject(new Error('late'))
    await flush()
    expect(actor.getSnapshot().value).toBe('shown')
    expect(actor.getSnapshot().context).toEqual({ currency: 'USD', amount: 9000 })
  })
})
