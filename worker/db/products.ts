import type { ContentItemFields, ContentListFields } from '../../src/model/content-types'
import type { ProductOrder, ProductType } from '../../src/model/entities/shop'
import type { Language } from '../../src/model/languages'
import { CONTENT_STORAGE, fromStored, publicColumns, visibleCountSql, visibleSql } from './content-registry'
import { translated, translationJoins } from './translations'

/** A product as stored: prices in minor units of its base `currency` (converted by the API, BE-03); fields from the registry. */
export type ProductRow = { uuid: string; created: string } & ContentListFields<'products'>
export type ProductDetailRow = { uuid: string; created: string } & ContentItemFields<'products'>

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

const { translations } = CONTENT_STORAGE.products
const LIST_COLUMNS = `${publicColumns('products', 'list')}, p.created`
const DETAIL_COLUMNS = `${publicColumns('products', 'item')}, p.created`
const FROM = `FROM products p ${translationJoins(translations.table, translations.foreignKey, 'p.uuid')}`
/** Visitors see a published product only (BE-05). */
const VISIBLE = visibleSql('p')

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
  const ofType = type ? ' AND p.type = ?4' : ''
  const bindings: Array<string | number> = type ? [language, limit, skip, type] : [language, limit, skip]
  const [rows, count] = await db.batch<ProductRow | { count: number }>([
    db
      .prepare(
        `SELECT ${LIST_COLUMNS} ${FROM} WHERE ${VISIBLE}${ofType}
         ORDER BY p.created ${direction}, p.uuid ${direction} LIMIT ?2 OFFSET ?3`,
      )
      .bind(...bindings),
    // All of the type less the few drafts and scheduled ones (products_hidden).
    db.prepare(visibleCountSql('products', 'p', type ? ['p.type = ?1'] : [])).bind(...(type ? [type] : [])),
  ])
  return {
    rows: ((rows?.results ?? []) as ProductRow[]).map((row) => fromStored('products', row)),
    count: ((count?.results?.[0] as { count: number } | undefined)?.count ?? 0),
  }
}

/** A published product by slug or uuid, in `language` with fallback to ru. */
export async function findProduct(db: D1Database, language: Language, id: string): Promise<ProductDetailRow | null> {
  const row = await db
    .prepare(`SELECT ${DETAIL_COLUMNS} ${FROM} WHERE p.uuid = ?2 AND ${VISIBLE} UNION ALL
      SELECT ${DETAIL_COLUMNS} ${FROM} WHERE p.slug = ?2 AND ${VISIBLE} LIMIT 1`)
    .bind(language, id)
    .first<ProductDetailRow>()
  return row ? fromStored('products', row) : null
}

/** The uuid of a published product by slug or uuid (products/{id}/props), without reading its texts. */
export async function productUuid(db: D1Database, id: string): Promise<string | null> {
  const row = await db
    .prepare(`SELECT uuid FROM products p WHERE p.uuid = ?1 AND ${VISIBLE} UNION ALL SELECT uuid FROM products p WHERE p.slug = ?1 AND ${VISIBLE} LIMIT 1`)
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

/** A prop by uuid (props/{id}) of a published product. */
export async function findProp(db: D1Database, language: Language, uuid: string): Promise<ProductPropRow | null> {
  return db
    .prepare(`SELECT ${PROP_COLUMNS} ${PROP_FROM} WHERE pp.uuid = ?2 AND pp.product_uuid IN (SELECT p.uuid FROM products p WHERE p.uuid = pp.product_uuid AND ${VISIBLE})`)
    .bind(language, uuid)
    .first<ProductPropRow>()
}
