import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { EventOrderEntity, PaymentEntity } from '../src/model/entities/orders'
import { UNPAID_ORDER } from '../src/model/entities/orders.fixture'
import { PAYMENT_RECHECK_INTERVAL_MS, PAYMENT_RECHECK_LIMIT_MS } from '../src/model/timers'
import { awaitsPayment, paymentPageMachine } from './payment-page.machine'

const payment = (status: PaymentEntity['status']): PaymentEntity => ({
  uuid: `payment-${status}`,
  payment_method: 'PAYBOX',
  status,
  amount: 500000,
  currency: 'RUB',
  created: '2026-11-22T10:00:00Z',
})

const ORDER = UNPAID_ORDER
const PENDING = { ...ORDER, payments: [payment('PENDING')] }
const PAID = { ...ORDER, is_paid: true, payments: [payment('SUCCEEDED')] }
const CANCELED = { ...ORDER, payments: [payment('CANCELED')] }

/** The machine with a readOrder whose calls the test answers by hand. */
function start(order: EventOrderEntity, checkMode: boolean) {
  const reads: { resolve: (order: EventOrderEntity) => void; reject: (error: Error) => void }[] = []
  const machine = paymentPageMachine.provide({
    actors: {
      readOrder: fromPromise<EventOrderEntity, void>(() => new Promise((resolve, reject) => reads.push({ resolve, reject }))),
    },
  })
  const actor = createActor(machine, { input: { order, checkMode } }).start()
  return { actor, reads }
}

/** Lets the promise of an answered read settle into the machine. */
const settle = () => vi.advanceTimersByTimeAsync(0)

describe('paymentPageMachine (PAY-04, PAY-05)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('PAY-04: only an unpaid order with a PENDING payment awaits the provider', () => {
    expect(awaitsPayment(PENDING)).toBe(true)
    expect(awaitsPayment(ORDER)).toBe(false)
    expect(awaitsPayment(CANCELED)).toBe(false)
    expect(awaitsPayment({ ...PENDING, is_paid: true })).toBe(false)
  })

  it('PAY-05: without check mode a paid order shows thank-you and an unpaid one the pay view, with no re-read', async () => {
    const paid = start(PAID, false)
    expect(paid.actor.getSnapshot().value).toBe('paid')
    const unpaid = start(PENDING, false)
    expect(unpaid.actor.getSnapshot().value).toBe('unpaid')
    await vi.advanceTimersByTimeAsync(PAYMENT_RECHECK_LIMIT_MS)
    expect(unpaid.reads).toHaveLength(0)
  })

  it('BE-15 (issue 44): a charge that found its seat sold shows the seat-sold view, checked or not, never the pay view', () => {
    const seatSold = { ...ORDER, seat_sold_meanwhile: true as const, payments: [payment('NEEDS_STAFF')] }
    expect(start(seatSold, true).actor.getSnapshot().value).toBe('seatSold')
    expect(start(seatSold, false).actor.getSnapshot().value).toBe('seatSold')
    expect(start({ ...seatSold, is_paid: true }, false).actor.getSnapshot().value).toBe('paid')
  })

  it('PAY-04: in check mode a paid or a declined order shows its view at once', () => {
    expect(start(PAID, true).actor.getSnapshot().value).toBe('paid')
    expect(start(CANCELED, true).actor.getSnapshot().value).toBe('unpaid')
  })

  it('PAY-04: in check mode a PENDING order shows the loader and is re-read every 1.5 s until it is paid', async () => {
    const { actor, reads } = start(PENDING, true)
    expect(actor.getSnapshot().matches({ checking: 'waiting' })).toBe(true)
    await vi.advanceTimersByTimeAsync(PAYMENT_RECHECK_INTERVAL_MS - 1)
    expect(reads).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().matches({ checking: 'reading' })).toBe(true)
    expect(reads).toHaveLength(1)

    reads[0]!.resolve(PENDING)
    await settle()
    expect(actor.getSnapshot().matches({ checking: 'waiting' })).toBe(true)
    await vi.advanceTimersByTimeAsync(PAYMENT_RECHECK_INTERVAL_MS)
    expect(reads).toHaveLength(2)

    reads[1]!.resolve(PAID)
    await settle()
    expect(actor.getSnapshot().value).toBe('paid')
    expect(actor.getSnapshot().context.order.is_paid).toBe(true)
    await vi.advanceTimersByTimeAsync(PAYMENT_RECHECK_LIMIT_MS)
    expect(reads).toHaveLength(2)
  })

  it('PAY-04: a payment declined meanwhile ends the loader on the pay view', async () => {
    const { actor, reads } = start(PENDING, true)
    await vi.advanceTimersByTimeAsync(PAYMENT_RECHECK_INTERVAL_MS)
    reads[0]!.resolve(CANCELED)
    await settle()
    expect(actor.getSnapshot().value).toBe('unpaid')
  })

  it('PAY-04: polling stops at 10 s and shows the pay view of the last order read; failed reads are retried', async () => {
    const { actor, reads } = start(PENDING, true)
    await vi.advanceTimersByTimeAsync(PAYMENT_RECHECK_INTERVAL_MS)
    reads[0]!.reject(new Error('network'))
    await settle()
    expect(actor.getSnapshot().matches({ checking: 'waiting' })).toBe(true)
    // Every read answers PENDING at once from here on.
    while (actor.getSnapshot().matches('checking')) {
      const pending = reads.at(-1)!
      pending.resolve(PENDING)
      await vi.advanceTimersByTimeAsync(PAYMENT_RECHECK_INTERVAL_MS)
    }
    expect(actor.getSnapshot().value).toBe('unpaid')
    // 10 s / 1.5 s: six reads fit in the window (at 1.5, 3, …, 9 s), none after it.
    expect(reads).toHaveLength(6)
    expect(vi.getTimerCount()).toBe(0)
  })
})
