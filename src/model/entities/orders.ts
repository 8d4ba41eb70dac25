/**
 * The contract of event orders and their payments (issue 5; ORDER-05, API-16, BE-11, BE-12, BE-32, OQ-29, OQ-34,
 * OQ-46). Money is integer minor units; every price is computed by the server.
 */
import type { Currency } from '../currencies'
import type { Language } from '../languages'
import type { PaymentMethod } from '../payments'
import { FIELD_ERRORS, LENGTH_LIMITS, lengthWithin, mustBeChecked, phone, required, type FormRules, type Rule } from '../validation'
import type { ImageEntity } from './reference'

/**
 * ORDER-01, ORDER-04, OQ-34: the buyer's part of every order body. A price field is not part of any: an unknown
 * field is a 400 (BE-12). The `@maxLength` caps only turn away absurd payloads; the limits of OQ-06 are the form's rules.
 */
export interface OrderBuyerBody {
  /** @maxLength 1000 */
  client_name: string
  /**
   * As the phone input shows it; checked with libphonenumber-js and stored in E.164 (VALID-04).
   * @maxLength 40
   */
  client_phone: string
  /** @maxLength 1000 */
  client_email: string
  /**
   * ORDER-04, OQ-52: the guessed city; when empty, the server stores the edge's guess.
   * @maxLength 100
   */
  city?: string | null
  /**
   * ORDER-04, OQ-52: the guessed country (ISO code or name); when empty, the edge's.
   * @maxLength 100
   */
  country?: string | null
  /** VALID-08, OQ-34: the personal-data agreement must be true; its time is stored (BE-34). */
  agreement: boolean
}

/** ORDER-05: POST event-orders. */
export interface EventOrderCreateBody extends OrderBuyerBody {
  /**
   * The event's uuid.
   * @format uuid
   */
  event_id: string
  /**
   * The chosen option's uuid; required when the event has options (EVENT-12).
   * @format uuid
   */
  event_option_id?: string | null
  /** BE-12: one place per order. */
  quantity: 1
}

/** ORDER-06, OQ-44: one product, quantity 1 (a manager arranges the delivery). */
export interface ProductOrderLine {
  /** @format uuid */
  product_id: string
  /**
   * The chosen option's uuid; required when the product has options.
   * @format uuid
   */
  product_option_id?: string | null
  quantity: 1
}

/** POST products-orders with the product beside the buyer. */
export interface ProductOrderCreateBody extends OrderBuyerBody, ProductOrderLine {}

/** ORDER-06, ENTITY-16: POST products-orders in the spec's shape, its one product in `products`. */
export interface ProductOrderListBody extends OrderBuyerBody {
  products: [ProductOrderLine]
}

export type ProductOrderBody = ProductOrderCreateBody | ProductOrderListBody

/** ORDER-10, ENTITY-16, COURSES-10: POST online-course-orders. */
export interface OnlineCourseOrderCreateBody extends OrderBuyerBody {
  /** @format uuid */
  online_course_id: string
  /**
   * The chosen option's uuid; required when the course has several options.
   * @format uuid
   */
  online_course_option_id?: string | null
}

/** The answer to POST event-orders, products-orders and online-course-orders (201). `access_code` opens the payment page (ORDER-07). */
export interface EventOrderCreated {
  uuid: string
  number: number
  access_code: string
}

/** The answer to POST products-orders (201): `access_code` opens `/payment/products/{access_code}`. */
export type ProductOrderCreated = EventOrderCreated

/** The answer to POST online-course-orders (201); `access_code` opens `/payment/online_courses/{access_code}`. */
export type OnlineCourseOrderCreated = EventOrderCreated

/**
 * PENDING: the order's one live attempt; SUCCEEDED: it paid the order; CANCELED: declined or never sent;
 * SUPERSEDED: a newer attempt replaced it unpaid; REFUND_PENDING, REFUNDED, NEEDS_STAFF: charged although the order
 * does not keep it (paid already, or superseded), and its refund asked for, made, or left to staff.
 */
export const PAYMENT_STATUSES = ['PENDING', 'SUCCEEDED', 'CANCELED', 'SUPERSEDED', 'REFUND_PENDING', 'REFUNDED', 'NEEDS_STAFF'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** A payment of an order (PAY-04 reads `status`). `amount` in minor units of `currency`. */
export interface PaymentEntity {
  uuid: string
  payment_method: PaymentMethod
  status: PaymentStatus
  amount: number
  currency: Currency
  created: string
}

/** The bought item's uuid and slug, to link back to it. */
export interface OrderItemLink {
  uuid: string
  slug: string
}

/** PAY-07, BE-32: one bought item, expanded under the key of its kind. */
export interface OrderPosition {
  event?: OrderItemLink
  product?: OrderItemLink
  online_course?: OrderItemLink
  title: string
  image: ImageEntity | null
  option_title: string | null
  /** The option's kind (ENTITY-09, OQ-45: a book's `digital` edition is not delivered); null for events and courses. */
  option_key: string | null
  quantity: number
  /** Minor units of the order answer's `total_currency`. */
  price: number
}

/** GET event-orders/{access_code}, products-orders/{…}, online-course-orders/{…} (PAY-01…07, BE-32, OQ-29). */
export interface OrderEntity {
  uuid: string
  number: number
  is_paid: boolean
  created: string
  client_name: string
  client_phone: string
  client_email: string
  city: string | null
  country: string | null
  language: Language
  /** The currency the visitor had when ordering: the payment picker's stored currency (PAY-10). */
  currency: Currency
  positions: OrderPosition[]
  /** Minor units of `total_currency` (the request's `currency`, else the order's). */
  total: number
  total_currency: Currency
  payments: PaymentEntity[]
  /** COURSES-11, BE-15: an online course's access ends then (set when paid); absent for other kinds. */
  access_until?: string | null
  /** Issue 44 "Seats", BE-15: an unpaid event order holds its option's limited seat until then (UTC ISO); else absent. */
  seat_held_until?: string
  /**
   * Issue 44 (BE-15): a payment of this unpaid event order arrived after its seat hold ended and the last seat was sold
   * meanwhile; the charge is with staff (refund or admit). Absent otherwise.
   */
  seat_sold_meanwhile?: true
  /** Issue 44: a paid event order's ticket page (path under the language's prefix); absent for other orders. */
  ticket_path?: string
}

export type EventOrderEntity = OrderEntity

/** 404 codes of GET event-orders/{access_code}: OQ-29 separates an expired link from an unknown one. */
export const ORDER_NOT_FOUND_CODES = { notFound: 'not_found', expired: 'order_expired' } as const

/** COURSES-11, BE-15: a paid online-course order gives access for this many months. */
export const ONLINE_COURSE_ACCESS_MONTHS = 12

/** OQ-29, BE-11: an unpaid order reads as expired this long after it was made. */
export const UNPAID_ORDER_LIFETIME_MS = 24 * 60 * 60 * 1000

/** POST event-orders-calculate?currency=… (BE-12). */
export interface CalculateBody {
  /**
   * The order's access code or uuid.
   * @pattern ^[A-Za-z0-9_-]{16,64}$
   */
  order: string
}

/** API-33: POST event-orders-calculate in the spec's shape, a quote for one place before any order exists. */
export interface EventQuoteBody {
  /** @format uuid */
  event_id: string
  /** @format uuid */
  event_option_id?: string | null
  quantity: 1
}

/** API-33: POST products-orders-calculate in the spec's shape. */
export interface ProductQuoteBody {
  products: [ProductOrderLine]
}

/** API-33: POST online-course-orders-calculate in the spec's shape. */
export interface OnlineCourseQuoteBody {
  /** @format uuid */
  online_course_id: string
  /** @format uuid */
  online_course_option_id?: string | null
}

/** Each kind's calculation: of an order (the site's shape), or a quote for an item (the spec's, API-33). */
export type EventCalculateBody = CalculateBody | EventQuoteBody
export type ProductCalculateBody = CalculateBody | ProductQuoteBody
export type OnlineCourseCalculateBody = CalculateBody | OnlineCourseQuoteBody

export interface CalculateAnswer {
  /** Minor units of `currency`: exactly what a payment in that currency charges. */
  payment_amount: number
  currency: Currency
}

/** What every payment creation carries beside the order it pays (PAY-12, OQ-28). */
export interface PaymentRequestFields {
  payment_method: PaymentMethod
  currency: Currency
  /**
   * A path of this site (no other origin): where the provider sends the visitor back.
   * @maxLength 2000
   */
  return_url: string
  /**
   * A path of this site: where the visitor lands when the payment did not go through.
   * @maxLength 2000
   */
  return_fail_url: string
}

/** POST *-orders-payments in the site's shape: the order in `order`. */
export interface PaymentCreateBody extends PaymentRequestFields {
  /**
   * The order's access code or uuid.
   * @pattern ^[A-Za-z0-9_-]{16,64}$
   */
  order: string
}

/** API-34: POST event-orders-payments in the spec's shape. */
export interface EventPaymentSpecBody extends PaymentRequestFields {
  /**
   * The order's access code or uuid.
   * @pattern ^[A-Za-z0-9_-]{16,64}$
   */
  event_order_id: string
}

/** API-34: POST products-orders-payments in the spec's shape. */
export interface ProductPaymentSpecBody extends PaymentRequestFields {
  /**
   * The order's access code or uuid.
   * @pattern ^[A-Za-z0-9_-]{16,64}$
   */
  products_order_id: string
}

/** API-34: POST online-course-orders-payments in the spec's shape. */
export interface OnlineCoursePaymentSpecBody extends PaymentRequestFields {
  /**
   * The order's access code or uuid.
   * @pattern ^[A-Za-z0-9_-]{16,64}$
   */
  online_course_order_id: string
}

/** Each kind's payment creation in either shape. */
export type EventPaymentCreateBody = PaymentCreateBody | EventPaymentSpecBody
export type ProductPaymentCreateBody = PaymentCreateBody | ProductPaymentSpecBody
export type OnlineCoursePaymentCreateBody = PaymentCreateBody | OnlineCoursePaymentSpecBody

export interface PaymentCreateAnswer {
  uuid: string
  /** PAY-13: where the browser goes to pay. */
  invoice_url: string
}

/** BE-31: a payment method as the server offers it, in the request's language. */
export interface PaymentMethodEntry {
  method: PaymentMethod
  /** The currencies it charges in here, the first being the one switched to (PAY-10). */
  currencies: Currency[]
  /** OQ-26: listed only to testers. */
  test_only: boolean
  /** PAY-09 */
  title: string
  description: string
  /** Site path of its picture (SVG). */
  image: string
}

/**
 * GET payment-methods (PAY-08, BE-13, BE-31, OQ-26): the methods this configuration can charge with, in the picker's
 * order; test-only ones only to a tester's browser (the `isTestUser` cookie that `/_test` sets).
 */
export interface PaymentMethodsAnswer {
  results: PaymentMethodEntry[]
}

/** OQ-52: GET location, the visitor's location as the edge guesses it; null when unknown. */
export interface LocationAnswer {
  city: string | null
  country: string | null
}

/** What the buy form and POST event-orders check (ORDER-01, VALID-01…05, VALID-08, OQ-34, OQ-35). */
export interface EventOrderFormValues {
  client_name: string
  client_phone: string
  client_email: string
  agreement: boolean
}

/** The buy form's inputs' `maxLength` (OQ-06, OQ-35). */
export const EVENT_ORDER_LIMITS = {
  client_name: LENGTH_LIMITS.name.max,
  client_phone: LENGTH_LIMITS.phone.max,
  client_email: LENGTH_LIMITS.email.max,
} as const

/**
 * OQ-35: one `@`, a non-empty local part, a domain with a dot, no spaces (the length is `maxLength`'s business,
 * an empty value the required rule's).
 */
export const pragmaticEmail: Rule<string> = (value) =>
  value.trim() !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s.][^@\s]*$/.test(value.trim()) ? FIELD_ERRORS.emailInvalid : null

export function eventOrderFormRules(phoneValid: boolean): FormRules<EventOrderFormValues> {
  return {
    client_name: [required, ...lengthWithin(LENGTH_LIMITS.name)],
    client_phone: [required, ...lengthWithin(LENGTH_LIMITS.phone), phone(phoneValid)],
    client_email: [required, pragmaticEmail, ...lengthWithin(LENGTH_LIMITS.email)],
    agreement: [mustBeChecked],
  }
}
