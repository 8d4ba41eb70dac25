/**
 * The three order families (ROUTE-07, BE-11, BE-32): where each keeps its orders, what it buys and how that item is
 * priced and shown. One generic implementation (orders.ts) reads this table instead of being copied per kind.
 */
import { ONLINE_COURSE_ACCESS_MONTHS } from '../../src/model/entities/orders'
import type { PaymentPageType } from '../../src/model/payment-page-types'
import { visibleSql } from './content-registry'

/** An order family; also `payments.order_kind`. */
export type OrderKind = PaymentPageType

export interface OrderKindTables {
  /** The orders table and its columns naming the bought item and option. */
  orders: string
  itemColumn: string
  optionColumn: string
  /** The items table (alias `i`): its price (NULL: priced by its options only), currency and end of sale. */
  items: string
  itemPrice: string
  itemCurrency: string
  itemSaleEnd: string
  /** Its image's uuid, an SQL expression on `i`. */
  itemImage: string
  /** Whether visitors may see (and buy) it, an SQL condition on `i`: a draft or scheduled event is not for sale yet. */
  itemVisible: string
  translations: string
  translationKey: string
  /** The options table, its column naming the item, its price, and its translations. */
  options: string
  optionItemColumn: string
  optionPrice: string
  optionTranslations: string
  /** The option's kind key (ENTITY-09: a book's digital / printed / audio), an SQL expression on `o`; NULL: none. */
  optionKey: string
  /** A paid order gives access for this many months (access_until); null: no access period. */
  accessMonths: number | null
  /** Its options may have a number of seats, held by unpaid orders (event_orders.seat_held_until, issue 44, BE-15). */
  seated: boolean
}

export const ORDER_KINDS: Record<OrderKind, OrderKindTables> = {
  events: {
    orders: 'event_orders',
    itemColumn: 'event_uuid',
    optionColumn: 'event_option_uuid',
    items: 'events',
    itemPrice: 'i.price_amount',
    itemCurrency: 'i.price_currency',
    itemSaleEnd: 'i.date_end',
    itemImage: 'i.image_id',
    itemVisible: visibleSql('i'),
    translations: 'event_translations',
    translationKey: 'event_uuid',
    options: 'event_options',
    optionItemColumn: 'event_uuid',
    optionPrice: 'price_amount',
    optionTranslations: 'event_option_translations',
    optionKey: 'NULL',
    accessMonths: null,
    seated: true,
  },
  products: {
    orders: 'products_orders',
    itemColumn: 'product_uuid',
    optionColumn: 'product_option_uuid',
    items: 'products',
    itemPrice: 'i.price',
    itemCurrency: 'i.currency',
    itemSaleEnd: 'NULL',
    itemImage: "(SELECT ei.image_uuid FROM entity_images ei WHERE ei.entity_kind = 'products' AND ei.entity_id = i.uuid ORDER BY ei.position LIMIT 1)",
    itemVisible: visibleSql('i'),
    translations: 'product_translations',
    translationKey: 'product_uuid',
    options: 'product_options',
    optionItemColumn: 'product_uuid',
    optionPrice: 'price',
    optionTranslations: 'product_option_translations',
    optionKey: 'o.key',
    accessMonths: null,
    seated: false,
  },
  online_courses: {
    orders: 'online_course_orders',
    itemColumn: 'online_course_uuid',
    optionColumn: 'online_course_option_uuid',
    items: 'online_courses',
    itemPrice: 'NULL',
    itemCurrency: 'i.price_currency',
    itemSaleEnd: 'NULL',
    itemImage: 'i.image_id',
    itemVisible: visibleSql('i'),
    translations: 'online_course_translations',
    translationKey: 'course_uuid',
    options: 'online_course_options',
    optionItemColumn: 'course_uuid',
    optionPrice: 'price_amount',
    optionTranslations: 'online_course_option_translations',
    optionKey: 'NULL',
    accessMonths: ONLINE_COURSE_ACCESS_MONTHS,
    seated: false,
  },
}
