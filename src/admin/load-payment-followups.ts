import { deskLoad, type DeskLoadContext } from './desk-load'

/** /admin/payments: the payments that need a person, open or (`done`) marked done (issue 41). */
export function loadPaymentFollowups(context: DeskLoadContext, done: boolean) {
  return deskLoad(context, (staff) => staff.paymentFollowups({ query: { done } }))
}
