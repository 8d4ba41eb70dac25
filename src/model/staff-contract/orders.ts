/** The staff API's orders and payments needing a person (issue 41; manager role), spread into STAFF_ENDPOINTS. */
import type { ListResponse } from '../api'
import { get, post, types } from '../api-contract/endpoint'
import type {
  DeskOrder,
  DeskOrderDetail,
  DeskOrderCsvQuery,
  DeskOrderQuery,
  FollowupDoneBody,
  PaidOfflineBody,
  PaymentFollowup,
  PaymentFollowupQuery,
} from '../desk-orders'
import type { StaffOk, StaffRole } from '../staff'

export const MANAGERS: readonly StaffRole[] = ['admin', 'manager']

/** The CSV export's path: a plain link the page renders with its filter (it works before the page's JavaScript). */
export const ORDERS_CSV_PATH = '/orders.csv'

export const ORDER_ENDPOINTS = {
  deskOrders: get('/orders', types<DeskOrderQuery, ListResponse<DeskOrder>>(), { roles: MANAGERS }),
  deskOrdersCsv: get(ORDERS_CSV_PATH, types<DeskOrderCsvQuery, string>(), { roles: MANAGERS, client: false, media: 'text/csv' }),
  deskOrder: get('/orders/{kind}/{id}', types<never, DeskOrderDetail>(), { roles: MANAGERS }),
  markOrderPaidOffline: post('/orders/{kind}/{id}/paid-offline', types<never, StaffOk, PaidOfflineBody>(), { status: 200, roles: MANAGERS }),
  paymentFollowups: get('/payment-followups', types<PaymentFollowupQuery, ListResponse<PaymentFollowup>>(), { roles: MANAGERS }),
  markFollowupDone: post('/payment-followups/{id}/done', types<never, StaffOk, FollowupDoneBody>(), { status: 200, roles: MANAGERS }),
}
