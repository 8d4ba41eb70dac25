import { notFound, redirect } from '@tanstack/react-router'
import { ApiRequestError, type ApiClient } from '../../api/client'
import { loadRelatedReviews } from '../../components/sliders/related-reviews'
import { toProductCardData, type ProductCardData } from '../../components/cards/card-data'
import type { ProductEntity, ReviewEntity } from '../../model/entities/shop'
import type { Language } from '../../model/languages'
import { PAGE_SIZES } from '../../model/page-sizes'
import { relatedProducts } from '../../model/product-rules'

export interface ProductPageData {
  product: ProductEntity
  /** REVIEWS-11: null when they failed to load (the slider hides). */
  reviews: ReviewEntity[] | null
  /** PRODUCT-01: how many reviews are about this product; null when the count failed. */
  reviewCount: number | null
  /** PRODUCT-09: null when they failed to load (the slider hides). */
  related: ProductCardData[] | null
}

type ProductReader = Pick<ApiClient, 'product' | 'products' | 'reviews'>

async function countReviews(api: ProductReader, productUuid: string): Promise<number | null> {
  try {
    return (await api.reviews({ query: { limit: 1, entity_type: 'PRODUCT', entity_id: productUuid } })).meta.count
  } catch {
    return null
  }
}

/** PRODUCT-09: the newest products of the same type, up to 16 besides this one. */
async function loadRelated(api: ProductReader, product: ProductEntity): Promise<ProductCardData[] | null> {
  try {
    const { rows } = await api.products({ query: { limit: PAGE_SIZES.relatedProducts + 1, type: product.type, expand: 'images' } })
    return relatedProducts(rows, product.uuid, PAGE_SIZES.relatedProducts).map(toProductCardData)
  } catch {
    return null
  }
}

/**
 * PRODUCT-01: the product by slug; an unknown slug is the 404 page with status 404, a uuid a 301 to the slug's
 * address. Its reviews, their count and the related products load in parallel and never fail the page.
 */
export async function loadProductPage(api: ProductReader, params: { lang?: Language | string; slug: string }): Promise<ProductPageData> {
  let product: ProductEntity
  try {
    product = await api.product({ params: { id: params.slug }, query: { expand: 'images' } })
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
  if (product.slug !== params.slug) {
    throw redirect({ to: '/{-$lang}/shop/$slug', params: { lang: params.lang, slug: product.slug }, statusCode: 301 })
  }
  const [reviews, reviewCount, related] = await Promise.all([
    loadRelatedReviews(api, { entity_type: 'PRODUCT', entity_id: product.uuid }),
    countReviews(api, product.uuid),
    loadRelated(api, product),
  ])
  return { product, reviews, reviewCount, related }
}
