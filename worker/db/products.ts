import type { Currency } from '../../src/model/currencies'
import type { ProductOrder, ProductType } from '../../src/model/entities/shop'
import type { Language } from '../../src/model/languages'
import { translated, translationJoins } from './translations'

/** A product as stored: prices in minor units of its base `currency` (converted by the API, BE-03). */
export interface ProductRow {
  uuid: string
  slug: string
  type: ProductType
  currency: Currency
  price: number
  old_price: number | null
  is_hit: number
  is_new: number
  created: string
  title: string
  subtitle: string
  short_description: string
}

export interface ProductDetailRow extends ProductRow {
  description: string
  description_second: string
  seo_title: string
  seo_description: string
  seo_keywords: string
  seo_noindex: number
}

export interface ProductOptionRow {
  uuid: string
  product_uuid: string
  title: string
  key: string
  price: number
  old_price: number | null
}

export interface ProductPropRow {
  uuid: string
  title: string
  value: string
}

const LIST_COLUMNS = `p.uuid, p.slug, p.type, p.currency, p.price, p.old_price, p.is_hit, p.is_new, p.created,
  ${translated('title')}, ${translated('subtitle')}, ${translated('short_description')}`

const DETAIL_COLUMNS = `${LIST_COLUMNS}, p.seo_noindex, ${translated('description')},
  ${translated('description_second')}, ${translated('seo_title')}, ${translated('seo_description')},
  ${translated('seo_keywords')}`

const FROM = `FROM products p ${translationJoins('product_translations', 'product_uuid', 'p.uuid')}`

export interface ProductListFilter {
  skip: number
  limit: number
  order: ProductOrder
  type?: ProductType
}

/**
 * A page of products in `language` with fallback to ru (API-26, SHOP-01/03). Sort and type filter read
 * products_by_created / products_by_type_created; the count reads the same index.
 */
export async function listProducts(
  db: D1Database,
  language: Language,
  { skip, limit, order, type }: ProductListFilter,
): Promise<{ rows: ProductRow[]; count: number }> {
  const direction = order === 'created' ? 'ASC' : 'DESC'
  const where = type ? 'WHERE p.type = ?4' : ''
  const bindings: Array<string | number> = type ? [language, limit, skip, type] : [language, limit, skip]
  const [rows, count] = await db.batch<ProductRow | { count: number }>([
    db
      .prepare(
        `SELECT ${LIST_COLUMNS} ${FROM} ${where}
         ORDER BY p.created ${direction}, p.uuid ${direction} LIMIT ?2 OFFSET ?3`,
      )
      .bind(...bindings),
    type
      ? db.prepare('SELECT COUNT(*) AS count FROM products WHERE type = ?1').bind(type)
      : db.prepare('SELECT COUNT(*) AS count FROM products'),
  ])
  return {
    rows: (rows?.results ?? []) as ProductRow[],
    count: ((count?.results?.[0] as { count: number } | undefined)?.count ?? 0),
  }
}

/** A product by slug or uuid, in `language` with fallback to ru. */
export async function findProduct(db: D1Database, language: Language, id: string): Promise<ProductDetailRow | null> {
  return db
    .prepare(`SELECT ${DETAIL_COLUMNS} ${FROM} WHERE p.uuid = ?2 UNION ALL
      SELECT ${DETAIL_COLUMNS} ${FROM} WHERE p.slug = ?2 LIMIT 1`)
    .bind(language, id)
    .first<ProductDetailRow>()
}

/** The uuid of a product by slug or uuid (products/{id}/props), without reading its texts. */
export async function productUuid(db: D1Database, id: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT uuid FROM products WHERE uuid = ?1 UNION ALL SELECT uuid FROM products WHERE slug = ?1 LIMIT 1')
    .bind(id)
    .first<{ uuid: string }>()
  return row?.uuid ?? null
}

/** Options of several products in one indexed query (product_options_by_product), in their order. */
export async function optionsOf(
  db: D1Database,
  language: Language,
  productUuids: readonly string[],
): Promise<Map<string, ProductOptionRow[]>> {
  const byProduct = new Map<string, ProductOptionRow[]>(productUuids.map((uuid) => [uuid, []]))
  if (productUuids.length === 0) return byProduct
  const { results } = await db
    .prepare(
      `SELECT o.uuid, o.product_uuid, o.key, o.price, o.old_price, ${translated('title')}
       FROM product_options o ${translationJoins('product_option_translations', 'option_uuid', 'o.uuid')}
       WHERE o.product_uuid IN (SELECT value FROM json_each(?2))
       ORDER BY o.product_uuid, o.position, o.uuid`,
    )
    .bind(language, JSON.stringify(productUuids))
    .all<ProductOptionRow>()
  for (const row of results) byProduct.get(row.product_uuid)?.push(row)
  return byProduct
}

const PROP_COLUMNS = `pp.uuid, ${translated('title')}, ${translated('value')}`
const PROP_FROM = `FROM product_props pp ${translationJoins('product_prop_translations', 'prop_uuid', 'pp.uuid')}`

/** A page of a product's props (products/{id}/props, PRODUCT-04), in order; product_props_by_product. */
export async function listProps(
  db: D1Database,
  language: Language,
  productUuid: string,
  { skip, limit }: { skip: number; limit: number },
): Promise<{ rows: ProductPropRow[]; count: number }> {
  const [rows, count] = await db.batch<ProductPropRow | { count: number }>([
    db
      .prepare(
        `SELECT ${PROP_COLUMNS} ${PROP_FROM} WHERE pp.product_uuid = ?2
         ORDER BY pp.position, pp.uuid LIMIT ?3 OFFSET ?4`,
      )
      .bind(language, productUuid, limit, skip),
    db.prepare('SELECT COUNT(*) AS count FROM product_props WHERE product_uuid = ?1').bind(productUuid),
  ])
  return {
    rows: (rows?.results ?? []) as ProductPropRow[],
    count: ((count?.results?.[0] as { count: number } | undefined)?.count ?? 0),
  }
}

/** A prop by uuid (props/{id}). */
export async function findProp(db: D1Database, language: Language, uuid: string): Promise<ProductPropRow | null> {
  return db.prepare(`SELECT ${PROP_COLUMNS} ${PROP_FROM} WHERE pp.uuid = ?2`).bind(language, uuid).first<ProductPropRow>()
}
