/** The desk's orders and the payments that need a person (issue 41): what the staff API answers and takes. */
import type { PaymentPageType } from './payment-page-types'
import type { FollowupReason } from './payment-followups'

/** An order family (events, products, online courses); also `payments.order_kind`. */
export type DeskOrderKind = PaymentPageType

/** The provider name of an order a staff member marked paid offline (cash, a bank transfer seen by hand). */
export const OFFLINE_PROVIDER = 'OFFLINE'

/** Providers a manager filters by: the adapters and OFFLINE. */
export const DESK_ORDER_PROVIDERS = ['YOOKASSA', 'PAYBOX', 'LEADPAY', 'PAYMEUZ', 'UZUM', 'CLICK', 'SANDBOX', OFFLINE_PROVIDER] as const
export type DeskOrderProvider = (typeof DESK_ORDER_PROVIDERS)[number]

export interface DeskOrderFilter {
  kind?: DeskOrderKind
  /**
   * The bought item's uuid (with `kind`).
   * @format uuid
   */
  item?: string
  paid?: boolean
  /** Orders with an attempt through this provider. */
  provider?: DeskOrderProvider
  /**
   * ISO dates, inclusive.
   * @format date
   */
  from?: string
  /** @format date */
  to?: string
  /**
   * An order number, or words of the buyer's name, e-mail or phone.
   * @maxLength 100
   */
  q?: string
}

/** A page of the orders list with its filter (kept in the page's address). */
export interface DeskOrderQuery extends DeskOrderFilter {
  /** @type uint */
  skip?: number
  /**
   * @type uint
   * @maximum 100
   */
  limit?: number
}

export interface DeskOrder {
  kind: DeskOrderKind
  uuid: string
  number: number
  item_uuid: string
  option_uuid: string | null
  /** The item's title in Russian (the desk's language), or its uuid when it has none. */
  item_title: string
  price_amount: number
  price_currency: string
  currency: string
  client_name: string
  client_phone: string
  client_email: string
  city: string | null
  country: string | null
  language: string
  is_paid: boolean
  paid_at: string | null
  created: string
}

/** A payment attempt of an order, as the desk shows it. */
export interface DeskPaymentAttempt {
  uuid: string
  provider: string
  payment_method: string
  amount: number
  currency: string
  status: string
  provider_payment_id: string | null
  created: string
  updated: string
}

/** A provider's notification about one of the order's attempts. */
export interface DeskNotification {
  provider: string
  event: string
  outcome: string
  payment_uuid: string | null
  received: string
}

export interface DeskRefund {
  payment_uuid: string
  reason: string
  provider_refund_id: string | null
  staff_note: string | null
  created: string
}

export interface DeskOrderDetail {
  order: DeskOrder
  payments: DeskPaymentAttempt[]
  refunds: DeskRefund[]
  notifications: DeskNotification[]
}

export interface PaidOfflineBody {
  /**
   * Why the order counts as paid (a receipt number, "cash at the door").
   * @minLength 1
   * @maxLength 500
   */
  reason: string
}

/** A payment that needs a person; `done_at` set once a staff member marked it done. */
export interface PaymentFollowup {
  payment_uuid: string
  reason: FollowupReason
  reported: string
  order_kind: string
  order_uuid: string
  provider: string
  provider_payment_id: string | null
  amount: number
  currency: string
  /** What the refund call answered (NEEDS_STAFF) and the provider's refund id (REFUND_PENDING). */
  staff_note: string | null
  provider_refund_id: string | null
  done_at: string | null
  done_by: number | null
  comment: string | null
}

export interface PaymentFollowupQuery {
  done?: boolean
}

export interface FollowupDoneBody {
  reason: FollowupReason
  /**
   * What was done (refunded by hand in the provider's cabinet, …).
   * @minLength 1
   * @maxLength 1000
   */
  comment: string
}

/** The address of an order's page on the desk. */
export function deskOrderPath(order: { kind: string; uuid: string }): string {
  return `/admin/orders/${order.kind}/${order.uuid}`
}
