import { deskOrderQuery, parseDeskOrderSearch, type DeskOrderSearch } from '../model/desk-orders'
import { deskLoad, type DeskLoadContext } from './desk-load'

/** /admin/orders: a page of orders of the address's filter, its values checked, and the chosen kind's items (issue 41 "Orders"). */
export function loadDeskOrders(context: DeskLoadContext, search: DeskOrderSearch) {
  const checked = parseDeskOrderSearch(search as Record<string, unknown>)
  return deskLoad(context, async (staff) => {
    const [orders, items] = await Promise.all([
      staff.deskOrders({ query: deskOrderQuery(checked) }),
      checked.kind ? staff.deskOrderItems({ query: { kind: checked.kind } }) : [],
    ])
    return { orders, items }
  })
}

/** /admin/orders/{kind}/{id}: one order with its attempts, refunds and provider notifications. */
export function loadDeskOrder(context: DeskLoadContext, params: { kind: string; id: string }) {
  return deskLoad(context, (staff) => staff.deskOrder({ params }))
}
