import { PAYMENT_FOLLOWUPS_PAGE_SIZE } from '../model/desk-orders'
import { deskLoad, type DeskLoadContext } from './desk-load'

/** /admin/payments: a page (1, 2, …) of the payments that need a person, open or (`done`) marked done (issue 41). */
export function loadPaymentFollowups(context: DeskLoadContext, done: boolean, page: number) {
  const query = { done, skip: (page - 1) * PAYMENT_FOLLOWUPS_PAGE_SIZE, limit: PAYMENT_FOLLOWUPS_PAGE_SIZE }
  return deskLoad(context, (staff) => staff.paymentFollowups({ query }))
}
