/**
 * Products and online courses the order tests buy (issue 27), inserted idempotently next to the demo seed, and one
 * description a family so that the same cases run for products-orders and online-course-orders.
 */
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { Currency } from '../../src/model/currencies'
import type { EventOrderCreated } from '../../src/model/entities/orders'
import type { OrderKind } from '../../worker/db/order-kinds'
import { postJson } from './event-orders-fixtures'

export interface TestItem {
  uuid: string
  slug: string
  /** Its title in Russian and English (no Kyrgyz: Kyrgyz falls back to Russian). */
  titles: { ru: string; en: string }
  currency: Currency
  /** null: priced by its options only (courses). */
  price: number | null
}

export interface TestOption {
  uuid: string
  item: string
  price: number
  title: string
}

/** One order family as the tests drive it: its paths, its table and what it buys. */
export interface OrderFamily {
  kind: Exclude<OrderKind, 'events'>
  orders: string
  calculate: string
  payments: string
  table: string
  itemField: string
  optionField: string
  /** An item with two options, one whose option is implied (or that has none), and an option of another item. */
  items: { withOptions: TestItem; implied: TestItem; other: TestItem }
  options: { first: TestOption; second: TestOption; implied: TestOption | null; foreign: TestOption }
  /** The price an order of `implied` without an option gets. */
  impliedPrice: number
  /** The body fields naming the item and option (and quantity where the family has one). */
  line: (item: string, option?: string | null) => Record<string, unknown>
}

const product = (id: string, currency: Currency, price: number): TestItem => ({
  uuid: `00000000-0000-4000-8000-00000000e6${id}`,
  slug: `test-order-product-${id}`,
  titles: { ru: `Книга test-order-product-${id}`, en: `Book test-order-product-${id}` },
  currency,
  price,
})
const course = (id: string, currency: Currency): TestItem => ({
  uuid: `00000000-0000-4000-8000-00000000e7${id}`,
  slug: `test-order-course-${id}`,
  titles: { ru: `Курс test-order-course-${id}`, en: `Course test-order-course-${id}` },
  currency,
  price: null,
})
const option = (prefix: string, id: string, item: TestItem, price: number, title: string): TestOption => ({
  uuid: `00000000-0000-4000-8000-00000000${prefix}${id}`,
  item: item.uuid,
  price,
  title,
})

const PRODUCTS = { withOptions: product('01', 'RUB', 150000), implied: product('02', 'USD', 2550), other: product('03', 'RUB', 90000) }
const COURSES = { withOptions: course('01', 'KGS'), implied: course('02', 'USD'), other: course('03', 'RUB') }
const COURSE_IMPLIED = option('f7', '03', COURSES.implied, 4900, 'Базовый')

export const PRODUCT_FAMILY: OrderFamily = {
  kind: 'products',
  orders: 'products-orders',
  calculate: 'products-orders-calculate',
  payments: 'products-orders-payments',
  table: 'products_orders',
  itemField: 'product_id',
  optionField: 'product_option_id',
  items: PRODUCTS,
  options: {
    first: option('f6', '01', PRODUCTS.withOptions, 180000, 'Печатная'),
    second: option('f6', '02', PRODUCTS.withOptions, 120000, 'Электронная'),
    implied: null,
    foreign: option('f6', '03', PRODUCTS.other, 95000, 'Чужая'),
  },
  impliedPrice: PRODUCTS.implied.price!,
  line: (item, chosen) => ({ product_id: item, ...(chosen === undefined ? {} : { product_option_id: chosen }), quantity: 1 }),
}

export const COURSE_FAMILY: OrderFamily = {
  kind: 'online_courses',
  orders: 'online-course-orders',
  calculate: 'online-course-orders-calculate',
  payments: 'online-course-orders-payments',
  table: 'online_course_orders',
  itemField: 'online_course_id',
  optionField: 'online_course_option_id',
  items: COURSES,
  options: {
    first: option('f7', '01', COURSES.withOptions, 1250000, 'Стандарт'),
    second: option('f7', '02', COURSES.withOptions, 2500000, 'С куратором'),
    implied: COURSE_IMPLIED,
    foreign: option('f7', '04', COURSES.other, 300000, 'Чужой'),
  },
  impliedPrice: COURSE_IMPLIED.price,
  line: (item, chosen) => ({ online_course_id: item, ...(chosen === undefined ? {} : { online_course_option_id: chosen }) }),
}

export const ITEM_FAMILIES = [PRODUCT_FAMILY, COURSE_FAMILY] as const

export const BUYER = {
  client_name: ' Айгуль Тестова ',
  client_phone: '+996 555 123 456',
  client_email: 'aigul@example.kg',
  city: 'Бишкек',
  country: 'KG',
  agreement: true,
}

/** A valid order body of `family`: the item with options, its first option. */
export function validBody(family: OrderFamily): Record<string, unknown> {
  return { ...BUYER, ...family.line(family.items.withOptions.uuid, family.options.first.uuid) }
}

export async function createItemOrder(
  family: OrderFamily,
  body: Record<string, unknown> = validBody(family),
  query = 'language=en&currency=USD',
): Promise<EventOrderCreated> {
  const response = await postJson(`${family.orders}?${query}`, body)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as EventOrderCreated
}

export async function ensureOrderItems(): Promise<void> {
  // Older than the demo seed, and with what every listed course shows (lessons, a trainer): the lists' tests see them last.
  const created = '2001-01-01T00:00:00.000Z'
  const products = Object.values(PRODUCTS).flatMap((item) => [
    env.DB.prepare(`INSERT OR IGNORE INTO products (uuid, slug, type, currency, price, created) VALUES (?1, ?2, 'BOOK', ?3, ?4, ?5)`).bind(
      item.uuid,
      item.slug,
      item.currency,
      item.price,
      created,
    ),
    env.DB.prepare(`INSERT OR IGNORE INTO product_translations (product_uuid, language, title) VALUES (?1, 'ru', ?2), (?1, 'en', ?3)`).bind(
      item.uuid,
      item.titles.ru,
      item.titles.en,
    ),
  ])
  const courses = Object.values(COURSES).flatMap((item) => [
    env.DB.prepare(
      `INSERT OR IGNORE INTO online_courses (uuid, slug, theme, type, price_currency, lessons_count, created)
       VALUES (?1, ?2, 'BUSINESS', 'ONLINE_COURSE', ?3, 6, ?4)`,
    ).bind(item.uuid, item.slug, item.currency, created),
    env.DB.prepare('INSERT OR IGNORE INTO online_course_trainers (course_uuid, trainer_id) SELECT ?1, id FROM trainers ORDER BY id LIMIT 1').bind(item.uuid),
    env.DB.prepare(`INSERT OR IGNORE INTO online_course_translations (course_uuid, language, title) VALUES (?1, 'ru', ?2), (?1, 'en', ?3)`).bind(
      item.uuid,
      item.titles.ru,
      item.titles.en,
    ),
  ])
  const options = (family: OrderFamily, insert: string, translations: string) =>
    [family.options.first, family.options.second, family.options.implied, family.options.foreign]
      .filter((entry): entry is TestOption => entry !== null)
      .flatMap((entry, position) => [
        env.DB.prepare(insert).bind(entry.uuid, entry.item, position, entry.price),
        env.DB.prepare(`INSERT OR IGNORE INTO ${translations} (option_uuid, language, title) VALUES (?1, 'ru', ?2)`).bind(entry.uuid, entry.title),
      ])
  await env.DB.batch([
    ...products,
    ...courses,
    ...options(
      PRODUCT_FAMILY,
      `INSERT OR IGNORE INTO product_options (uuid, product_uuid, key, position, price) VALUES (?1, ?2, 'PRINTED', ?3, ?4)`,
      'product_option_translations',
    ),
    ...options(
      COURSE_FAMILY,
      'INSERT OR IGNORE INTO online_course_options (uuid, course_uuid, position, price_amount) VALUES (?1, ?2, ?3, ?4)',
      'online_course_option_translations',
    ),
  ])
}
