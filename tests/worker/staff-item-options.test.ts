/**
 * The desk's editing of product and online-course options and of product props (issue 42 "products with options and
 * props", "online courses with options", BE-04): the event options' mechanism for every option kind; versioned (409),
 * validated per field, audited; an option with orders is not deleted; visitors see the prices and props.
 */
import { env } from 'cloudflare:workers'
import { afterAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { ItemOptionWriteBody, StaffItemOption, StaffItemOptions } from '../../src/model/item-options'
import type { ProductPropWriteBody, StaffProductProp } from '../../src/model/product-props'
import { auditOf } from '../../worker/db/staff-audit'
import { apiJson } from './helpers'
import { inFlight } from './sender-fixtures'
import { expectJson, staffCookieOf, staffSend } from './staff-fixtures'

const NOW = new Date().toISOString()
let serial = 0
const made: string[] = []

/** A published product or course of its own, with a ru title. */
async function itemOf(kind: 'products' | 'online_courses'): Promise<string> {
  const slug = `parts-${kind.replace('_', '-')}-${Date.now().toString(36)}-${++serial}`
  made.push(slug)
  await env.DB.batch(
    kind === 'products'
      ? [
          env.DB.prepare("INSERT INTO products (uuid, slug, type, currency, price, created) VALUES (?1, ?1, 'BOOK', 'RUB', 100000, ?2)").bind(slug, NOW),
          env.DB.prepare("INSERT INTO product_translations (product_uuid, language, title) VALUES (?1, 'ru', 'Книга')").bind(slug),
        ]
      : [
          env.DB.prepare("INSERT INTO online_courses (uuid, slug, theme, type, price_currency, created) VALUES (?1, ?1, 'BUSINESS', 'ONLINE_COURSE', 'RUB', ?2)").bind(slug, NOW),
          env.DB.prepare("INSERT INTO online_course_translations (course_uuid, language, title) VALUES (?1, 'ru', 'Курс')").bind(slug),
        ],
  )
  return slug
}

afterAll(async () => {
  await env.DB.batch(
    made.flatMap((slug) => [
      env.DB.prepare('DELETE FROM products_orders WHERE product_uuid = ?1').bind(slug),
      env.DB.prepare('DELETE FROM online_course_orders WHERE online_course_uuid = ?1').bind(slug),
      env.DB.prepare('DELETE FROM products WHERE uuid = ?1').bind(slug),
      env.DB.prepare('DELETE FROM online_courses WHERE uuid = ?1').bind(slug),
    ]),
  )
})

const BODIES: Record<'products' | 'online_courses', ItemOptionWriteBody> = {
  products: { titles: { ru: 'Печатная', en: 'Printed' }, price_amount: 120000, old_price_amount: 150000, position: 0, key: 'printed' },
  online_courses: { titles: { ru: 'Базовый', en: 'Basic' }, price_amount: 990000, old_price_amount: null, position: 0 },
}

/** A buyer's order of the option, written as the order API stores one. */
async function orderOf(kind: 'products' | 'online_courses', item: string, option: string): Promise<void> {
  const [table, itemColumn, optionColumn] =
    kind === 'products' ? ['products_orders', 'product_uuid', 'product_option_uuid'] : ['online_course_orders', 'online_course_uuid', 'online_course_option_uuid']
  await env.DB.prepare(
    `INSERT INTO ${table} (uuid, number, access_code, ${itemColumn}, ${optionColumn}, quantity, price_amount, price_currency, client_name, client_phone,
       client_email, language, currency, consent_at, consent_document, created)
     VALUES (?1, ?2, ?1, ?3, ?4, 1, 100, 'RUB', 'Покупатель', '+996555000000', 'buyer@example.com', 'ru', 'RUB', ?5, 'privacy', ?5)`,
  )
    .bind(crypto.randomUUID(), 900_000_000 + ++serial, item, option, NOW)
    .run()
}

describe('staff options of products and online courses (issue 42, BE-04)', () => {
  for (const kind of ['products', 'online_courses'] as const) {
    it(`${kind}: a manager creates, updates and deletes an option; visitors see its price; stale saves answer 409; every write is audited`, async () => {
      const cookie = await staffCookieOf(['manager'])
      const slug = await itemOf(kind)
      const created = await expectJson<StaffItemOption>(await staffSend('POST', `/options/${kind}/${slug}`, cookie, BODIES[kind]), 201)
      expect(created).toMatchObject({ titles: { ru: BODIES[kind].titles.ru, ky: '' }, price_amount: BODIES[kind].price_amount, version: 1, orders: 0 })
      expect('seats' in created).toBe(false)
      const updated = await expectJson<StaffItemOption>(
        await staffSend('PUT', `/options/${kind}/${slug}/${created.uuid}`, cookie, { ...BODIES[kind], price_amount: 110000, old_price_amount: null, version: 1 }),
        200,
      )
      expect(updated).toMatchObject({ price_amount: 110000, old_price_amount: null, version: 2 })
      const page = await apiJson<{ options: Array<{ uuid: string; price: number; title: string }> }>(`${kind}/${slug}?language=ky&currency=RUB`)
      expect(page.options.find((option) => option.uuid === created.uuid)).toMatchObject({ price: 110000, title: BODIES[kind].titles.ru })

      const stale = await expectJson<ApiErrorBody>(await staffSend('PUT', `/options/${kind}/${slug}/${created.uuid}`, cookie, { ...BODIES[kind], version: 1 }), 409)
      expect(stale.code).toBe('stale_version')
      await expectJson(await staffSend('POST', `/options/${kind}/${slug}/${created.uuid}/delete`, cookie, { version: 2 }), 200)
      const name = kind === 'products' ? 'product_option' : 'online_course_option'
      const table = kind === 'products' ? 'product_options' : 'online_course_options'
      expect((await auditOf(env.DB, `${table}:${created.uuid}`)).map((row) => row.action)).toEqual(['create', 'update', 'delete'].map((action) => `${name}.${action}`))
    })

    it(`${kind}: 40 saves of the same option version in flight: exactly one is stored, 39 hear 409`, async () => {
      const cookie = await staffCookieOf(['manager'])
      const slug = await itemOf(kind)
      const created = await expectJson<StaffItemOption>(await staffSend('POST', `/options/${kind}/${slug}`, cookie, BODIES[kind]), 201)
      let price = 0
      const answers = await inFlight(40, () =>
        staffSend('PUT', `/options/${kind}/${slug}/${created.uuid}`, cookie, { ...BODIES[kind], old_price_amount: null, price_amount: 100 + ++price, version: 1 }),
      )
      expect([answers.get(200)?.length, answers.get(409)?.length]).toEqual([1, 39])
      const [row] = (await expectJson<StaffItemOptions>(await staffSend('GET', `/options/${kind}/${slug}`, cookie), 200)).rows
      expect(row!.version).toBe(2)
    })

    it(`${kind}: an option with orders is not deleted (409 naming the orders)`, async () => {
      const cookie = await staffCookieOf(['admin'])
      const slug = await itemOf(kind)
      const created = await expectJson<StaffItemOption>(await staffSend('POST', `/options/${kind}/${slug}`, cookie, BODIES[kind]), 201)
      await orderOf(kind, slug, created.uuid)
      const refused = await expectJson<ApiErrorBody>(await staffSend('POST', `/options/${kind}/${slug}/${created.uuid}/delete`, cookie, { version: 1 }), 409)
      expect(refused).toMatchObject({ code: 'referenced', fields: { orders: ['admin.event_options.has_orders'] } })
      expect((await expectJson<StaffItemOptions>(await staffSend('GET', `/options/${kind}/${slug}`, cookie), 200)).rows[0]!.orders).toBe(1)
    })
  }

  it('per-field 400s follow each kind’s declaration: a product option needs its key, a course option has no seats or key; an unknown kind is a 404', async () => {
    const cookie = await staffCookieOf(['manager'])
    const product = await itemOf('products')
    const course = await itemOf('online_courses')
    const { key, ...keyless } = BODIES.products
    expect((await expectJson<ApiErrorBody>(await staffSend('POST', `/options/products/${product}`, cookie, { ...keyless, titles: { ru: ' ' } }), 400)).fields).toEqual({
      'titles.ru': ['forms.errors.required'],
      key: ['forms.errors.required'],
    })
    expect((await expectJson<ApiErrorBody>(await staffSend('POST', `/options/products/${product}`, cookie, { ...BODIES.products, key: 'Печатная!' }), 400)).fields).toEqual({ key: ['admin.errors.option_key_format'] })
    expect((await expectJson<ApiErrorBody>(await staffSend('POST', `/options/online_courses/${course}`, cookie, { ...BODIES.online_courses, seats: 5, key: 'x' }), 400)).fields).toEqual({
      seats: ['forms.errors.invalid'],
      key: ['forms.errors.invalid'],
    })
    expect((await staffSend('POST', `/options/online_courses/${course}`, cookie, { ...BODIES.online_courses, price_amount: '1' })).status).toBe(400)
    expect((await staffSend('GET', `/options/news/${course}`, cookie)).status).toBe(404)
  })

  it('an editor changes option titles only; creating options is not an editor’s', async () => {
    const manager = await staffCookieOf(['manager'])
    const editor = await staffCookieOf(['editor'])
    const slug = await itemOf('products')
    const created = await expectJson<StaffItemOption>(await staffSend('POST', `/options/products/${slug}`, manager, BODIES.products), 201)
    const renamed = { ...BODIES.products, titles: { ru: 'Аудио' }, version: 1 }
    expect(await expectJson<StaffItemOption>(await staffSend('PUT', `/options/products/${slug}/${created.uuid}`, editor, renamed), 200)).toMatchObject({ titles: { ru: 'Аудио' }, version: 2 })
    const priced = await expectJson<ApiErrorBody>(await staffSend('PUT', `/options/products/${slug}/${created.uuid}`, editor, { ...renamed, key: 'audio', price_amount: 1, version: 2 }), 400)
    expect(priced.fields).toEqual({ price_amount: ['admin.content.texts_only'], key: ['admin.content.texts_only'] })
    expect((await staffSend('POST', `/options/products/${slug}`, editor, BODIES.products)).status).toBe(404)
  })
})

const PROP: ProductPropWriteBody = { titles: { ru: 'Страниц', en: 'Pages', ky: 'Беттер' }, values: { ru: '320', en: '320', ky: '320' }, position: 1 }

describe('staff props of products (issue 42, PRODUCT-04, BE-04)', () => {
  it('a manager adds, renames and deletes a prop in three languages; visitors see it in order; stale saves answer 409; audited', async () => {
    const cookie = await staffCookieOf(['manager'])
    const slug = await itemOf('products')
    const first = await expectJson<StaffProductProp>(await staffSend('POST', `/props/${slug}`, cookie, PROP), 201)
    await expectJson(await staffSend('POST', `/props/${slug}`, cookie, { ...PROP, titles: { ru: 'Обложка' }, values: { ru: 'Твёрдая' }, position: 0 }), 201)
    expect(first).toMatchObject({ titles: { ru: 'Страниц', en: 'Pages', ky: 'Беттер' }, values: { ru: '320' }, version: 1 })
    const shown = await apiJson<{ props: Array<{ title: string; value: string }> }>(`products/${slug}?language=en`)
    expect(shown.props).toEqual([expect.objectContaining({ title: 'Обложка', value: 'Твёрдая' }), expect.objectContaining({ title: 'Pages', value: '320' })])
    const renamed = await expectJson<StaffProductProp>(await staffSend('PUT', `/props/${slug}/${first.uuid}`, cookie, { ...PROP, values: { ru: '352', en: '' }, version: 1 }), 200)
    expect(renamed).toMatchObject({ values: { ru: '352', en: '' }, version: 2 })
    expect((await staffSend('PUT', `/props/${slug}/${first.uuid}`, cookie, { ...PROP, version: 1 })).status).toBe(409)
    const bad = await expectJson<ApiErrorBody>(await staffSend('PUT', `/props/${slug}/${first.uuid}`, cookie, { ...PROP, titles: { ru: '' }, values: { ru: 'x'.repeat(301) }, position: -1, version: 2 }), 400)
    expect(bad.fields).toEqual({ 'titles.ru': ['forms.errors.required'], 'values.ru': ['api.errors.length'], position: ['admin.errors.whole_from_zero'] })
    await expectJson(await staffSend('POST', `/props/${slug}/${first.uuid}/delete`, cookie, { version: 2 }), 200)
    expect((await auditOf(env.DB, `product_props:${first.uuid}`)).map((row) => row.action)).toEqual(['product_prop.create', 'product_prop.update', 'product_prop.delete'])
  })

  it('40 saves of the same prop version in flight: exactly one is stored, 39 hear 409', async () => {
    const cookie = await staffCookieOf(['manager'])
    const slug = await itemOf('products')
    const created = await expectJson<StaffProductProp>(await staffSend('POST', `/props/${slug}`, cookie, PROP), 201)
    let value = 0
    const answers = await inFlight(40, () => staffSend('PUT', `/props/${slug}/${created.uuid}`, cookie, { ...PROP, values: { ru: String(++value) }, version: 1 }))
    expect([answers.get(200)?.length, answers.get(409)?.length]).toEqual([1, 39])
  })
})
