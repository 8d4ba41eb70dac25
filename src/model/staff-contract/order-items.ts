/** The staff API's item filter of the orders page (issue 41 "Orders"; manager role), spread into STAFF_ENDPOINTS. */
import { get, types } from '../api-contract/endpoint'
import type { DeskOrderItem, DeskOrderItemsQuery } from '../desk-orders'
import { MANAGERS } from './orders'

export const ORDER_ITEM_ENDPOINTS = {
  deskOrderItems: get('/order-items', types<DeskOrderItemsQuery, DeskOrderItem[]>(), { roles: MANAGERS }),
}
