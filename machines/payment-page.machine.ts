import { assign, fromPromise, setup } from 'xstate'
import type { OrderEntity } from '../src/model/entities/orders'
import { PAYMENT_RECHECK_INTERVAL_MS, PAYMENT_RECHECK_LIMIT_MS } from '../src/model/timers'
import { mustProvide } from './must-provide'

/**
 * The payment page's view (PAY-04, PAY-05, OQ-28). The order comes from the route loader. Back from the provider
 * (`check_mode=1`) the page shows a loader: while the order is unpaid and has a PENDING payment it is re-read
 * (`readOrder`, provided: the API) every 1.5 s, for at most 10 s; then the loader hides and the thank-you view
 * (paid) or the pay view (unpaid) shows. Without check mode the view shows at once. An unpaid order whose charge came
 * after its seat was sold (issue 44, `seat_sold_meanwhile`) shows `seatSold`: staff refund or admit, no second payment.
 *
 * States: `deciding` (transient) → `checking.waiting` ⇄ `checking.reading` → `checking.evaluating` → `settled`
 * (transient) → `paid` | `seatSold` | `unpaid`.
 */
export interface PaymentPageInput {
  order: OrderEntity
  checkMode: boolean
}

interface PaymentPageContext {
  order: OrderEntity
  checkMode: boolean
}

/** PAY-04: the provider has not answered yet — the order is unpaid and one of its payments is still PENDING. */
export function awaitsPayment(order: OrderEntity): boolean {
  return !order.is_paid && order.payments.some((payment) => payment.status === 'PENDING')
}

export const paymentPageMachine = setup({
  types: {
    input: {} as PaymentPageInput,
    context: {} as PaymentPageContext,
  },
  actors: {
    readOrder: fromPromise<OrderEntity, void>(mustProvide('readOrder')),
  },
  delays: {
    recheckInterval: PAYMENT_RECHECK_INTERVAL_MS,
    recheckLimit: PAYMENT_RECHECK_LIMIT_MS,
  },
  guards: {
    isPaid: ({ context }) => context.order.is_paid,
    seatSoldMeanwhile: ({ context }) => context.order.seat_sold_meanwhile === true,
    keepsChecking: ({ context }) => context.checkMode && awaitsPayment(context.order),
  },
}).createMachine({
  id: 'paymentPage',
  context: ({ input }) => ({ order: input.order, checkMode: input.checkMode }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'keepsChecking', target: 'checking' }, { target: 'settled' }],
    },
    checking: {
      // PAY-04: the loader never stays longer than 10 s; the view then follows the last order read.
      after: { recheckLimit: 'settled' },
      initial: 'waiting',
      states: {
        waiting: {
          after: { recheckInterval: 'reading' },
        },
        reading: {
          invoke: {
            src: 'readOrder',
            onDone: { target: 'evaluating', actions: assign({ order: ({ event }) => event.output }) },
            // A failed re-read is tried again at the next tick; the 10 s limit still holds.
            onError: 'waiting',
          },
        },
        evaluating: {
          always: [{ guard: 'keepsChecking', target: 'waiting' }, { target: '#paymentPage.settled' }],
        },
      },
    },
    settled: {
      always: [{ guard: 'isPaid', target: 'paid' }, { guard: 'seatSoldMeanwhile', target: 'seatSold' }, { target: 'unpaid' }],
    },
    paid: {},
    seatSold: {},
    unpaid: {},
  },
})
