/**
 * The contract of products, products/{id}, products/{id}/props and props/{id} (API-26, ENTITY-08/09, SHOP-01/03/06,
 * PRODUCT-03/04, OQ-45, BE-03): envelope and fields, type filter and created order, paging, images expanded on
 * request, language fallback to ru, prices converted into the requested currency, 404s, and 400 with `fields`.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody, ListResponse } from '../../src/model/api'
import type { Currency } from '../../src/model/currencies'
import type { ImageEntity } from '../../src/model/entities/reference'
import {
  BOOK_OPTION_KEYS,
  PRODUCT_TYPES,
  type ProductEntity,
  type ProductListItem,
  type ProductProp,
} from '../../src/model/entities/shop'
import { convertMinor } from '../../src/model/money'
import { apiJson as json, expectBadInput } from './helpers'




interface StoredProduct {
  uuid: string
  slug: string
  type: string
  currency: Currency
  price: number
  old_price: number | null
  created: string
}

const stored = {
  all: async () =>
    (
      await env.DB.prepare('SELECT uuid, slug, type, currency, price, old_price, created FROM products').all<StoredProduct>()
    ).results,
  title: async (uuid: string, language: string) =>
    (
      await env.DB.prepare('SELECT title FROM product_translations WHERE product_uuid = ?1 AND language = ?2')
        .bind(uuid, language)
        .first<{ title: string }>()
    )?.title,
  rate: async (base: Currency, quote: Currency) =>
    (
      await env.DB.prepare('SELECT rate_micros FROM exchange_rates WHERE base = ?1 AND quote = ?2')
        .bind(base, quote)
        .first<{ rate_micros: number }>()
    )?.rate_micros,
}

const LIST_FIELDS = [
  'created', 'currency', 'images', 'is_hit', 'is_new', 'old_price', 'options', 'price', 'short_description', 'slug',
  'subtitle', 'title', 'type', 'uuid',
].sort()


describe('GET products (API-26, SHOP-01/03)', () => {
  it('answers the list envelope with 20 rows by default and the total count', async () => {
    const total = (await stored.all()).length
    expect(total).toBeGreaterThanOrEqual(40)
    const body = await json<ListResponse<ProductListItem>>('products')
    expect(Object.keys(body).sort()).toEqual(['meta', 'rows'])
    expect(body.meta).toEqual({ skip: 0, limit: 20, count: total })
    expect(body.rows).toHaveLength(20)
    for (const row of body.rows) {
      expect(Object.keys(row).sort()).toEqual(LIST_FIELDS)
      expect(PRODUCT_TYPES).toContain(row.type)
      expect(typeof row.is_hit).toBe('boolean')
      expect(typeof row.is_new).toBe('boolean')
      expect(Number.isInteger(row.price)).toBe(true)
    }
  })

  it('sorts by -created by default and by created on request (CONST-09)', async () => {
    const newest = await json<ListResponse<ProductListItem>>('products?limit=100')
    const created = newest.rows.map((row) => row.created)
    expect(created).toEqual([...created].sort().reverse())
    const explicit = await json<ListResponse<ProductListItem>>('products?limit=100&order_by=-created')
    expect(explicit.rows.map((row) => row.uuid)).toEqual(newest.rows.map((row) => row.uuid))
    const oldest = await json<ListResponse<ProductListItem>>('products?limit=100&order_by=created')
    expect(oldest.rows.map((row) => row.uuid)).toEqual(newest.rows.map((row) => row.uuid).reverse())
  })

  it('pages with skip and limit, echoed in meta', async () => {
    const all = await json<ListResponse<ProductListItem>>('products?limit=30')
    const page = await json<ListResponse<ProductListItem>>('products?skip=10&limit=5')
    expect(page.meta).toMatchObject({ skip: 10, limit: 5 })
    expect(page.rows.map((row) => row.uuid)).toEqual(all.rows.slice(10, 15).map((row) => row.uuid))
  })

  it.each(PRODUCT_TYPES)('filters by type=%s, with the count of that type', async (type) => {
    const expected = (await stored.all()).filter((row) => row.type === type).length
    expect(expected).toBeGreaterThan(0)
    const body = await json<ListResponse<ProductListItem>>(`products?type=${type}&limit=100`)
    expect(body.meta.count).toBe(expected)
    expect(body.rows).toHaveLength(expected)
    for (const row of body.rows) expect(row.type).toBe(type)
  })

  it('shows hits, novelties and sales in the demo content (SHOP-06, OQ-45)', async () => {
    const { rows } = await json<ListResponse<ProductListItem>>('products?limit=100')
    expect(rows.some((row) => row.is_hit)).toBe(true)
    expect(rows.some((row) => row.is_new)).toBe(true)
    const sale = rows.filter((row) => row.old_price !== null)
    expect(sale.length).toBeGreaterThan(0)
    for (const row of sale) expect(row.price).toBeLessThan(row.old_price!)
  })

  it('lists image uuids, and renditions with expand=images (API-02)', async () => {
    const plain = await json<ListResponse<ProductListItem>>('products?limit=5')
    const expanded = await json<ListResponse<ProductListItem>>('products?limit=5&expand=images')
    for (const [index, row] of plain.rows.entries()) {
      expect(row.images.length).toBeGreaterThan(0)
      for (const image of row.images) expect(typeof image).toBe('string')
      const images = expanded.rows[index]!.images as ImageEntity[]
      expect(images.map((image) => image.uuid)).toEqual(row.images)
      for (const image of images) {
        expect(Object.keys(image).sort()).toEqual(['large', 'medium', 'small', 'uuid'])
        expect(image.small).toMatch(/^\/media\/demo\/.+\/small\.svg(\?kind=cover&.+)?$/)
      }
    }
  })

  it('answers in the requested language and falls back to ru where a translation is missing (I18N-06)', async () => {
    const { results } = await env.DB.prepare(
      `SELECT p.uuid FROM products p WHERE NOT EXISTS
         (SELECT 1 FROM product_translations t WHERE t.product_uuid = p.uuid AND t.language = 'ky')`,
    ).all<{ uuid: string }>()
    expect(results.length).toBeGreaterThan(0)
    const uuid = results[0]!.uuid
    const [ru, en, ky] = await Promise.all(
      ['ru', 'en', 'ky'].map((language) => json<ProductEntity>(`products/${uuid}?language=${language}`)),
    )
    expect(ru!.title).toBe(await stored.title(uuid, 'ru'))
    expect(en!.title).toBe(await stored.title(uuid, 'en'))
    expect(en!.title).not.toBe(ru!.title)
    expect(ky!.title).toBe(ru!.title)
  })

  it.each<Currency>(['USD', 'RUB', 'KGS', 'UZS', 'KZT'])(
    'converts prices and option prices into %s through the rates table (BE-03)',
    async (currency) => {
      const products = await stored.all()
      const onSale = products.find((row) => row.old_price !== null && row.type === 'BOOK')!
      const rate = onSale.currency === currency ? undefined : await stored.rate(onSale.currency, currency)
      const body = await json<ProductEntity>(`products/${onSale.slug}?currency=${currency}`)
      expect(body.currency).toBe(currency)
      expect(body.price).toBe(convertMinor(onSale.price, onSale.currency, currency, rate))
      expect(body.old_price).toBe(convertMinor(onSale.old_price!, onSale.currency, currency, rate))
      const { results: options } = await env.DB.prepare(
        'SELECT price, old_price FROM product_options WHERE product_uuid = ?1 ORDER BY position',
      )
        .bind(onSale.uuid)
        .all<{ price: number; old_price: number | null }>()
      expect(body.options.map((option) => [option.price, option.old_price])).toEqual(
        options.map((option) => [
          convertMinor(option.price, onSale.currency, currency, rate),
          option.old_price === null ? null : convertMinor(option.old_price, onSale.currency, currency, rate),
        ]),
      )
      const list = await json<ListResponse<ProductListItem>>(`products?limit=100&currency=${currency}`)
      const row = list.rows.find((item) => item.uuid === onSale.uuid)!
      expect([row.price, row.old_price, row.currency]).toEqual([body.price, body.old_price, currency])
    },
  )

  it('converts to a different amount than the stored one when the currency differs', async () => {
    const product = (await stored.all()).find((row) => row.currency === 'RUB')!
    const usd = await json<ProductEntity>(`products/${product.uuid}?currency=USD`)
    const rub = await json<ProductEntity>(`products/${product.uuid}?currency=RUB`)
    expect(rub.price).toBe(product.price)
    expect(usd.price).not.toBe(product.price)
    expect(usd.price).toBeGreaterThan(0)
  })
})

describe('GET products/{id} (ENTITY-08/09, PRODUCT-03/04/07)', () => {
  it('reads the same product by slug and by uuid, with every field', async () => {
    const bySlug = await json<ProductEntity>('products/lider-bez-titula?language=en')
    const byUuid = await json<ProductEntity>(`products/${bySlug.uuid}?language=en`)
    expect(byUuid).toEqual(bySlug)
    expect(Object.keys(bySlug).sort()).toEqual(
      [...LIST_FIELDS, 'description', 'description_second', 'props', 'seo_title', 'seo_description', 'seo_keywords', 'seo_noindex'].sort(),
    )
    expect(bySlug.title).toBe('Leader Without a Title')
    expect(typeof bySlug.seo_noindex).toBe('boolean')
  })

  it('gives books the digital, printed and audio options by key (OQ-45) and props in order', async () => {
    const book = await json<ProductEntity>('products/lider-bez-titula?language=en')
    expect(book.type).toBe('BOOK')
    expect(book.options.map((option) => option.key).sort()).toEqual([...BOOK_OPTION_KEYS].sort())
    for (const option of book.options) expect(Object.keys(option).sort()).toEqual(['key', 'old_price', 'price', 'title', 'uuid'])
    expect(book.props.map((prop) => prop.title)).toEqual(['Author', 'Language', 'Pages', 'Published'])
    for (const prop of book.props) expect(Object.keys(prop).sort()).toEqual(['title', 'uuid', 'value'])
  })

  it('sanitises the HTML descriptions (BE-25)', async () => {
    const product = (await stored.all())[0]!
    await env.DB.prepare(
      `UPDATE product_translations SET description = description || '<script>alert(1)</script><img src="/a.png" onerror="x()">'
       WHERE product_uuid = ?1 AND language = 'ru'`,
    )
      .bind(product.uuid)
      .run()
    const body = await json<ProductEntity>(`products/${product.uuid}?language=ru`)
    expect(body.description).not.toMatch(/<script|onerror/i)
    expect(body.description).toContain('<img src="/a.png"')
  })

  it.each(['no-such-product', '00000000-0000-4000-8000-000000000000', "x' OR '1'='1"])('answers 404 for %s', async (id) => {
    const body = await json<ApiErrorBody>(`products/${encodeURIComponent(id)}`, 404)
    expect(body.code).toBe('not_found')
  })
})

describe('GET products/{id}/props and props/{id} (ENTITY-09, PRODUCT-04)', () => {
  it('lists the props of a product by slug or uuid, paged, in every language', async () => {
    const product = await json<ProductEntity>('products/igra-cashflow?language=en')
    const bySlug = await json<ListResponse<ProductProp>>('products/igra-cashflow/props?language=en')
    expect(bySlug.meta).toEqual({ skip: 0, limit: 100, count: product.props.length })
    expect(bySlug.rows).toEqual(product.props)
    const byUuid = await json<ListResponse<ProductProp>>(`products/${product.uuid}/props?language=en&skip=1&limit=1`)
    expect(byUuid.meta).toEqual({ skip: 1, limit: 1, count: product.props.length })
    expect(byUuid.rows).toEqual(product.props.slice(1, 2))
    const ky = await json<ListResponse<ProductProp>>('products/igra-cashflow/props?language=ky')
    expect(ky.rows[0]!.title).toBe('Оюнчулар')
  })

  it('reads one prop, falling back to ru where ky is missing', async () => {
    const hoodie = await json<ProductEntity>('products/hudi-vershina?language=ru')
    const prop = hoodie.props[0]!
    expect(await json<ProductProp>(`props/${prop.uuid}?language=ru`)).toEqual(prop)
    expect((await json<ProductProp>(`props/${prop.uuid}?language=ky`)).value).toBe('пахта 80%, полиэстер 20%')
    // A prop staff wrote only in Russian reads in Russian on /ky.
    const russianOnly = '00000000-0000-4000-8000-0000000a11ce'
    await env.DB.batch([
      env.DB.prepare('INSERT OR IGNORE INTO product_props (uuid, product_uuid, position) VALUES (?1, (SELECT uuid FROM products WHERE slug = ?2), 9)').bind(russianOnly, 'hudi-vershina'),
      env.DB.prepare("INSERT OR IGNORE INTO product_prop_translations (prop_uuid, language, title, value) VALUES (?1, 'ru', 'Уход', 'стирка при 30°')").bind(russianOnly),
    ])
    const ky = await json<ProductProp>(`props/${russianOnly}?language=ky`)
    expect(ky.value).toBe('стирка при 30°')
    const en = await json<ProductProp>(`props/${prop.uuid}?language=en`)
    expect(en.title).toBe('Material')
  })

  it('answers 404 for an unknown product or prop', async () => {
    expect((await json<ApiErrorBody>('products/no-such-product/props', 404)).code).toBe('not_found')
    expect((await json<ApiErrorBody>('props/no-such-prop', 404)).code).toBe('not_found')
  })
})

describe('malformed input is a 400 with field errors, never a 500 (API-02, CONST-09)', () => {
  const cases: Array<[path: string, field: string]> = [
    ['products?type=BOOKS', 'type'],
    ['products?type=book', 'type'],
    ['products?type=BOOK%27%20OR%20%271%27%3D%271', 'type'],
    ['products?order_by=price', 'order_by'],
    ['products?order_by=created;DROP%20TABLE%20products', 'order_by'],
    ['products?expand=all', 'expand'],
    ['products?skip=-1', 'skip'],
    ['products?skip=abc', 'skip'],
    ['products?limit=101', 'limit'],
    ['products?limit=1000000', 'limit'],
    ['products?limit=2.5', 'limit'],
    ['products?language=fr', 'language'],
    ['products?currency=EUR', 'currency'],
    ['products/lider-bez-titula?currency=usd', 'currency'],
    ['products/lider-bez-titula?language=%3Cscript%3E', 'language'],
    ['products/lider-bez-titula?expand=options', 'expand'],
    ['products/lider-bez-titula?currency=1', 'currency'],
    ['products/lider-bez-titula?language=RU', 'language'],
    ['products/igra-cashflow/props?skip=-5', 'skip'],
    ['products/igra-cashflow/props?limit=10000', 'limit'],
    ['products/igra-cashflow/props?limit=x', 'limit'],
    ['products/igra-cashflow/props?language=de', 'language'],
    ['products/igra-cashflow/props?currency=GBP', 'currency'],
    ['props/any?language=xx', 'language'],
    ['props/any?currency=RUR', 'currency'],
    ['props/any?language=', 'language'],
    ['props/any?currency=%27%3B--', 'currency'],
    ['props/any?language=ru%00', 'language'],
  ]
  it.each(cases)('%s → 400 on %s', async (path, field) => {
    await expectBadInput(path, field)
  })
})
