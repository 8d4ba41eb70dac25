import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { CommonQuery, ListResponse } from '../../src/model/api'
import type { ImageEntity } from '../../src/model/entities/reference'
import {
  DEFAULT_PRODUCT_ORDER,
  type ProductEntity,
  type ProductListItem,
  type ProductOption,
  type ProductProp,
} from '../../src/model/entities/shop'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { imagesOf } from '../db/images'
import {
  findProduct,
  findProp,
  listProducts,
  listProps,
  optionsOf,
  productUuid,
  type ProductOptionRow,
  type ProductRow,
} from '../db/products'
import type { ItemQuery, ProductsQuery } from '../../src/model/api-contract/queries'
import { route } from '../lib/route'
import { notFound } from '../lib/errors'
import { moneyFor, type MoneyConverter } from './money'
import { MAX_LIMIT, type PagingQuery } from '../../src/model/api-contract/queries'
import { paging } from './paging'
import { sanitizeRichText } from '../lib/sanitize'

const validateList = typia.http.createValidateQuery<ProductsQuery>()
const validateItem = typia.http.createValidateQuery<ItemQuery>()
const validateProps = typia.http.createValidateQuery<PagingQuery>()
const validateProp = typia.http.createValidateQuery<CommonQuery>()

/** entity_images.entity_kind of product photos. */
export const PRODUCT_IMAGE_KIND = 'products'

function toOption(row: ProductOptionRow, product: ProductRow, money: MoneyConverter): ProductOption {
  return {
    uuid: row.uuid,
    title: row.title,
    key: row.key,
    price: money.price({ amount: row.price, currency: product.currency }),
    old_price: money.optionalPrice(row.old_price, product.currency),
  }
}

function toListItem(
  row: ProductRow,
  money: MoneyConverter,
  options: ProductOptionRow[],
  images: ImageEntity[],
  expand: boolean,
): ProductListItem {
  return {
    uuid: row.uuid,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    short_description: row.short_description,
    type: row.type,
    price: money.price({ amount: row.price, currency: row.currency }),
    old_price: money.optionalPrice(row.old_price, row.currency),
    currency: money.currency,
    is_hit: row.is_hit,
    is_new: row.is_new,
    images: expand ? images : images.map((image) => image.uuid),
    options: options.map((option) => toOption(option, row, money)),
    created: row.created,
  }
}

/** GET products and products/{id} (API-26, ENTITY-08/09, SHOP-*, PRODUCT-*), prices in `currency` (BE-03). */
export const productRoutes = {
  products: route(ENDPOINTS.products, { query: validateList }, async (c, { query }) => {
    const language = query.language ?? DEFAULT_LANGUAGE
    const { skip, limit } = paging(query, PAGE_SIZES.products)
    const [money, { rows, count }] = await Promise.all([
      moneyFor(c, query.currency),
      listProducts(c.env.DB, language, { skip, limit, order: query.order_by ?? DEFAULT_PRODUCT_ORDER, type: query.type }),
    ])
    const uuids = rows.map((row) => row.uuid)
    const [options, images] = await Promise.all([
      optionsOf(c.env.DB, language, uuids),
      imagesOf(c.env.DB, PRODUCT_IMAGE_KIND, uuids, language),
    ])
    const expand = query.expand === 'images'
    const body: ListResponse<ProductListItem> = {
      rows: rows.map((row) => toListItem(row, money, options.get(row.uuid) ?? [], images.get(row.uuid) ?? [], expand)),
      meta: { skip, limit, count },
    }
    return body
  }),
  product: route(ENDPOINTS.product, { query: validateItem }, async (c, { query, params }) => {
    const language = query.language ?? DEFAULT_LANGUAGE
    const [money, row] = await Promise.all([
      moneyFor(c, query.currency),
      findProduct(c.env.DB, language, params.id),
    ])
    if (!row) throw notFound('product')
    const [options, images, props] = await Promise.all([
      optionsOf(c.env.DB, language, [row.uuid]),
      imagesOf(c.env.DB, PRODUCT_IMAGE_KIND, [row.uuid], language),
      listProps(c.env.DB, language, row.uuid, { skip: 0, limit: MAX_LIMIT }),
    ])
    const body: ProductEntity = {
      ...toListItem(row, money, options.get(row.uuid) ?? [], images.get(row.uuid) ?? [], query.expand === 'images'),
      description: sanitizeRichText(row.description),
      description_second: sanitizeRichText(row.description_second),
      props: props.rows,
      seo_title: row.seo_title,
      seo_description: row.seo_description,
      seo_keywords: row.seo_keywords,
      seo_noindex: row.seo_noindex,
    }
    return body
  }),
  productProps: route(ENDPOINTS.productProps, { query: validateProps }, async (c, { query, params }) => {
    const uuid = await productUuid(c.env.DB, params.id)
    if (!uuid) throw notFound('product')
    const { skip, limit } = paging(query, MAX_LIMIT)
    const { rows, count } = await listProps(c.env.DB, query.language ?? DEFAULT_LANGUAGE, uuid, { skip, limit })
    const body: ListResponse<ProductProp> = { rows, meta: { skip, limit, count } }
    return body
  }),
  /** GET props/{id} (ENTITY-09): one product prop. */
  prop: route(ENDPOINTS.prop, { query: validateProp }, async (c, { query, params }) => {
    const prop = await findProp(c.env.DB, query.language ?? DEFAULT_LANGUAGE, params.id)
    if (!prop) throw notFound('prop')
    const body: ProductProp = prop
    return body
  }),
}
