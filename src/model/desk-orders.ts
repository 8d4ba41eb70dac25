/** The desk's orders and the payments that need a person (issue 41): what the staff API answers and takes. */
import type { DeskExportQuery } from './desk-exports'
import type { PaymentPageType } from './payment-page-types'
import type { FollowupReason } from './payment-followups'
import type { PaymentStatus } from './entities/orders'

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

/** The CSV export's query: the list's filter, and the export's language. */
export interface DeskOrderCsvQuery extends DeskOrderFilter, DeskExportQuery {}

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
  /** The option's title in Russian, or its uuid when it has none; null: no option. */
  option_title: string | null
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
  status: PaymentStatus
  provider_payment_id: string | null
  created: string
  updated: string
}

/** What the site did with a provider's notification (payment_notifications.outcome; worker/payments). */
export type NotificationOutcome =
  | 'applied'
  | 'duplicate'
  | 'unknown_payment'
  | 'amount_mismatch'
  | 'still_pending'
  | 'already_paid'
  | 'refunded'
  | 'refund_pending'
  | 'needs_staff'
  | 'test_payment'

/** A provider's notification about one of the order's attempts. */
export interface DeskNotification {
  provider: string
  /** The provider's own name of what it notified (`payment.succeeded`, `PerformTransaction`): shown as a technical detail. */
  event: string
  outcome: NotificationOutcome
  payment_uuid: string | null
  received: string
}

/** Why a charge is (to be) refunded (payment_refunds.reason). */
export type DeskRefundReason = 'order_paid' | 'superseded' | 'canceled' | 'seat_sold'

export interface DeskRefund {
  payment_uuid: string
  reason: DeskRefundReason
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
  /** Why the charge was not kept (payment_refunds.reason); `seat_sold` (issue 44): staff refund it or admit the buyer. */
  refund_reason: string | null
  done_at: string | null
  done_by: number | null
  comment: string | null
}

export interface PaymentFollowupQuery {
  done?: boolean
  /** @type uint */
  skip?: number
  /**
   * @type uint
   * @maximum 100
   */
  limit?: number
}

/** A page of the desk's payments that need a person. */
export const PAYMENT_FOLLOWUPS_PAGE_SIZE = 20

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

export const DESK_ORDER_KINDS: readonly DeskOrderKind[] = ['events', 'products', 'online_courses']

/** An item of the orders page's item filter: a bought event, product or course, titled in Russian. */
export interface DeskOrderItem {
  uuid: string
  title: string
  /** When an event ends (two events of one title differ by it); null for products and courses. */
  date: string | null
}

/** The items of one kind that have orders (the item filter's choices). */
export interface DeskOrderItemsQuery {
  kind: DeskOrderKind
}

/** The most items the item filter lists. */
export const DESK_ORDER_ITEMS_MAX = 500

/** A page of the desk's orders list. */
export const DESK_ORDERS_PAGE_SIZE = 20

/** The orders page's address query: its filter and page, each value checked (an unknown one is dropped). */
export interface DeskOrderSearch {
  kind?: DeskOrderKind
  item?: string
  paid?: 'yes' | 'no'
  provider?: DeskOrderProvider
  from?: string
  to?: string
  q?: string
  page?: number
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DATE = /^\d{4}-\d{2}-\d{2}$/

function pick<const T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined
}

function text(value: unknown, pattern: RegExp): string | undefined {
  return typeof value === 'string' && pattern.test(value) ? value : undefined
}

export function parseDeskOrderSearch(raw: Record<string, unknown>): DeskOrderSearch {
  const page = typeof raw.page === 'number' ? raw.page : typeof raw.page === 'string' && /^\d+$/.test(raw.page) ? Number(raw.page) : NaN
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim().slice(0, 100) : ''
  return {
    kind: pick(DESK_ORDER_KINDS, raw.kind),
    item: text(raw.item, UUID),
    paid: pick(['yes', 'no'], raw.paid),
    provider: pick(DESK_ORDER_PROVIDERS, raw.provider),
    from: text(raw.from, DATE),
    to: text(raw.to, DATE),
    q: q || undefined,
    page: Number.isSafeInteger(page) && page > 1 ? page : undefined,
  }
}

/** The API's query for a search of the page (its filter, and its page's skip and limit unless `page` is false). */
export function deskOrderQuery(search: DeskOrderSearch): DeskOrderFilter & { skip: number; limit: number } {
  const { page, paid, ...rest } = search
  const filter = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as DeskOrderFilter
  return {
    ...filter,
    ...(paid ? { paid: paid === 'yes' } : {}),
    skip: ((page ?? 1) - 1) * DESK_ORDERS_PAGE_SIZE,
    limit: DESK_ORDERS_PAGE_SIZE,
  }
}

/** The CSV export's query string for a search of the page: its filter, no page. */
export function deskOrderCsvQuery(search: DeskOrderSearch): string {
  const { skip: _skip, limit: _limit, ...filter } = deskOrderQuery(search)
  return new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)])).toString()
}
