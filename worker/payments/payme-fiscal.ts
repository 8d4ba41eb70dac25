/**
 * Payme's fiscal receipt data (BE-13; the `detail` of CheckPerformTransaction's answer, as Payme's fiscalisation
 * describes it and Payme's integrations send it): receipt_type 0 (a sale) and one item for the order's position with
 * its title, the unit price in tiyin, the count, the IKPU (`code`), the package code and the VAT percent, so that
 * Payme fiscalises the payment in the merchant's name. The codes come from configuration per order kind, since an
 * order kind is one kind of goods or services here (events, products, online courses):
 * PAYME_FISCAL_EVENTS, PAYME_FISCAL_PRODUCTS, PAYME_FISCAL_ONLINE_COURSES = "<IKPU>;<package code>;<VAT %>".
 * A kind without (valid) codes gets no detail: Payme then does not fiscalise it, as before.
 * The item adds up to the payment's amount exactly: price × count − discount, the discount taking the tiyin a
 * division by the count leaves over.
 */
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import type { Bindings } from '../env'
import type { OrderKind } from '../db/order-kinds'
import { findOrder, orderPosition } from '../db/orders'
import type { PaymentRow } from '../db/payments'

/** The fiscal codes of one order kind. */
export interface PaymeFiscalCodes {
  /** IKPU (MXIK): 17 digits from the tax committee's catalogue. */
  code: string
  package_code: string
  vat_percent: number
}

export type PaymeFiscalConfig = Partial<Record<OrderKind, PaymeFiscalCodes>>

export type PaymeFiscalBindings = Pick<Bindings, 'PAYME_FISCAL_EVENTS' | 'PAYME_FISCAL_PRODUCTS' | 'PAYME_FISCAL_ONLINE_COURSES'>

const FISCAL_VARS: Record<OrderKind, keyof PaymeFiscalBindings> = {
  events: 'PAYME_FISCAL_EVENTS',
  products: 'PAYME_FISCAL_PRODUCTS',
  online_courses: 'PAYME_FISCAL_ONLINE_COURSES',
}

/** Payme's receipt type of a sale. */
export const PAYME_RECEIPT_SALE = 0

export interface PaymeReceiptItem extends PaymeFiscalCodes {
  title: string
  /** Tiyin a unit. */
  price: number
  count: number
  /** Tiyin off the whole line. */
  discount: number
}

export interface PaymeReceiptDetail {
  receipt_type: typeof PAYME_RECEIPT_SALE
  items: PaymeReceiptItem[]
}

const FISCAL_VALUE = /^(\d{17});(\d{1,20});(\d{1,3})$/

/** One kind's codes from "<IKPU>;<package code>;<VAT %>", or null (logged) when the value is malformed. */
export function parsePaymeFiscalCodes(name: string, value: string): PaymeFiscalCodes | null {
  const match = FISCAL_VALUE.exec(value.replace(/\s+/g, ''))
  const vat = match ? Number(match[3]) : NaN
  if (!match || vat > 100) {
    console.error(`${name} is not "<17-digit IKPU>;<package code>;<VAT % 0-100>": Payme gets no receipt data for it`)
    return null
  }
  return { code: match[1]!, package_code: match[2]!, vat_percent: vat }
}

export function paymeFiscalConfig(env: PaymeFiscalBindings): PaymeFiscalConfig {
  const config: PaymeFiscalConfig = {}
  for (const [kind, name] of Object.entries(FISCAL_VARS) as [OrderKind, keyof PaymeFiscalBindings][]) {
    const value = env[name]?.trim()
    const codes = value ? parsePaymeFiscalCodes(name, value) : null
    if (codes) config[kind] = codes
  }
  return config
}

/** The receipt of `count` units of `title` costing `amount` tiyin in all. */
export function paymeReceipt(title: string, amount: number, count: number, codes: PaymeFiscalCodes): PaymeReceiptDetail {
  const price = Math.ceil(amount / count)
  return { receipt_type: PAYME_RECEIPT_SALE, items: [{ title, price, count, discount: price * count - amount, ...codes }] }
}

/** The receipt of a payment's order position, in the default language; null when its kind has no codes. */
export async function paymeReceiptOf(db: D1Database, payment: PaymentRow, fiscal: PaymeFiscalConfig): Promise<PaymeReceiptDetail | null> {
  const codes = fiscal[payment.order_kind]
  if (!codes) return null
  const order = await findOrder(db, payment.order_kind, payment.order_uuid)
  const position = order ? await orderPosition(db, payment.order_kind, order, DEFAULT_LANGUAGE) : null
  if (!order || !position) return null
  const title = position.option_title ? `${position.title} — ${position.option_title}` : position.title
  return paymeReceipt(title, payment.amount, order.quantity, codes)
}
