import { deskOrderQuery, parseDeskOrderSearch, type DeskOrderSearch } from '../model/desk-orders'
import { deskLoad, type DeskLoadContext } from './desk-load'

/** /admin/orders: a page of orders of the address's filter, its values checked (issue 41 "Orders"). */
export function loadDeskOrders(context: DeskLoadContext, search: DeskOrderSearch) {
  return deskLoad(context, (staff) => staff.deskOrders({ query: deskOrderQuery(parseDeskOrderSearch(search as Record<string, unknown>)) }))
}

/** /admin/orders/{kind}/{id}: one order with its attempts, refunds and provider notifications. */
export function loadDeskOrder(context: DeskLoadContext, params: { kind: string; id: string }) {
  return deskLoad(context, (staff) => staff.deskOrder({ params }))
}
