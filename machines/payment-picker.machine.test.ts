import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Currency } from '../src/model/currencies'
import { PAYMENT_METHOD_CATALOGUE } from '../src/model/payments'
import { paymentPickerMachine, type PaymentMethodsLoaded } from './payment-picker.machine'

/** Every method of the catalogue, as GET payment-methods answers a tester in the sandbox configuration. */
const TESTER: PaymentMethodsLoaded = PAYMENT_METHOD_CATALOGUE.map((info) => ({
  method: info.method,
  currencies: [...info.currencies],
  test_only: info.testOnly,
  title: info.method,
  description: `${info.method} text`,
  image: `/payment-methods/${info.method.toLowerCase()}.svg`,
}))
/** What it answers other visitors: the server leaves the test-only methods out (OQ-26). */
const SERVED = TESTER.filter((entry) => !entry.test_only)

function start(storedCurrency: Currency) {
  const loads: { resolve: (loaded: PaymentMethodsLoaded) => void; reject: (error: Error) => void }[] = []
  const machine = paymentPickerMachine.provide({
    actors: {
      loadMethods: fromPromise<PaymentMethodsLoaded, void>(() => new Promise((resolve, reject) => loads.push({ resolve, reject }))),
    },
  })
  const actor = createActor(machine, { input: { storedCurrency } }).start()
  return { actor, loads }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const listed = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.methods.map((info) => info.method)

describe('paymentPickerMachine (PAY-08, PAY-10, OQ-26, OQ-27)', () => {
  it('OQ-27: before the list is known the defaults are LEADPAY / USD with no method selected', () => {
    const { actor } = start('RUB')
    const { value, context } = actor.getSnapshot()
    expect(value).toBe('loading')
    expect(context).toMatchObject({ method: null, defaultMethod: 'LEADPAY', currency: 'USD', methods: [] })
  })

  it('OQ-26, BE-31: the picker lists exactly what the server offers this browser: visitors four methods, testers also UZUM and CLICK', async () => {
    const visitor = start('RUB')
    visitor.loads[0]!.resolve(SERVED)
    await flush()
    expect(listed(visitor.actor)).toEqual(['YOOKASSA', 'PAYBOX', 'LEADPAY', 'PAYMEUZ'])
    const tester = start('RUB')
    tester.loads[0]!.resolve(TESTER)
    await flush()
    expect(listed(tester.actor)).toEqual(['YOOKASSA', 'PAYBOX', 'LEADPAY', 'PAYMEUZ', 'UZUM', 'CLICK'])
  })

  it('BE-31: a method charges in the currencies the server answers, not the catalogue’s (UZUM served in UZS only)', async () => {
    const { actor, loads } = start('RUB')
    loads[0]!.resolve(TESTER.map((entry) => (entry.method === 'UZUM' ? { ...entry, currencies: ['UZS'] } : entry)))
    await flush()
    actor.send({ type: 'picker.method', method: 'UZUM' })
    expect(actor.getSnapshot().context).toMatchObject({ method: 'UZUM', currency: 'UZS', switchedFrom: 'RUB' })
    actor.send({ type: 'picker.currency', currency: 'RUB' })
    expect(actor.getSnapshot().context.currency).toBe('UZS')
  })

  it('BE-13: a method this configuration does not serve is not listed', async () => {
    const { actor, loads } = start('RUB')
    loads[0]!.resolve(SERVED.filter((entry) => entry.method !== 'YOOKASSA'))
    await flush()
    expect(listed(actor)).toEqual(['PAYBOX', 'LEADPAY', 'PAYMEUZ'])
    expect(actor.getSnapshot().context.method).toBe('PAYBOX')
  })

  it('PAY-10: on init the first method supporting the stored currency is selected with that currency', async () => {
    const { actor, loads } = start('UZS')
    loads[0]!.resolve(SERVED)
    await flush()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context).toMatchObject({ method: 'PAYBOX', currency: 'UZS', switchedFrom: null })
  })

  it('OQ-27: when no method charges the stored currency (KZT) the first method and its currency, with the note', async () => {
    const { actor, loads } = start('KZT')
    loads[0]!.resolve(SERVED)
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ method: 'YOOKASSA', currency: 'RUB', switchedFrom: 'KZT' })
  })

  it('PAY-10: a method that lacks the current currency switches to its first one; one that has it keeps it', async () => {
    const { actor, loads } = start('USD')
    loads[0]!.resolve(SERVED)
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ method: 'PAYBOX', currency: 'USD' })
    actor.send({ type: 'picker.method', method: 'PAYMEUZ' })
    expect(actor.getSnapshot().context).toMatchObject({ method: 'PAYMEUZ', currency: 'UZS', switchedFrom: 'USD' })
    actor.send({ type: 'picker.method', method: 'PAYBOX' })
    expect(actor.getSnapshot().context).toMatchObject({ method: 'PAYBOX', currency: 'UZS', switchedFrom: null })
  })

  it('PAY-08: the currency is chosen among the method’s own; others and unlisted methods are ignored', async () => {
    const { actor, loads } = start('RUB')
    loads[0]!.resolve(SERVED)
    await flush()
    actor.send({ type: 'picker.method', method: 'PAYBOX' })
    actor.send({ type: 'picker.currency', currency: 'KGS' })
    expect(actor.getSnapshot().context).toMatchObject({ method: 'PAYBOX', currency: 'KGS' })
    actor.send({ type: 'picker.currency', currency: 'KZT' })
    expect(actor.getSnapshot().context.currency).toBe('KGS')
    actor.send({ type: 'picker.method', method: 'CLICK' })
    expect(actor.getSnapshot().context.method).toBe('PAYBOX')
  })

  it('a failed list shows the failure and can be loaded again; an empty one says there is nothing to pay with', async () => {
    const { actor, loads } = start('RUB')
    loads[0]!.reject(new Error('network'))
    await flush()
    expect(actor.getSnapshot().value).toBe('failed')
    actor.send({ type: 'picker.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    loads[1]!.resolve([])
    await flush()
    expect(actor.getSnapshot().value).toBe('empty')
    expect(actor.getSnapshot().context.method).toBeNull()
  })
})
