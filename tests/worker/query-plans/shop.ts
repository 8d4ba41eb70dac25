/**
 * API URLs (relative to /api/client) whose SQL tests/worker/query-plans.test.ts checks with EXPLAIN QUERY PLAN:
 * every filter, sort and expand of products, props and reviews (API-26, API-27, BE-10).
 */
import { env } from 'cloudflare:workers'

// Item URLs name demo products (tests/worker/setup.ts seeds them before this file loads).
const sample = await env.DB.prepare(
  `SELECT (SELECT uuid FROM product_props ORDER BY uuid LIMIT 1) AS prop,
    (SELECT uuid FROM reviews WHERE moderated = 1 ORDER BY uuid LIMIT 1) AS review,
    (SELECT entity_id FROM reviews WHERE entity_type = 'PRODUCT' ORDER BY uuid LIMIT 1) AS product`,
).first<{ prop: string; review: string; product: string }>()

export const urls: string[] = [
  'products',
  'products?order_by=created&skip=5&limit=10&language=en&currency=RUB',
  'products?order_by=-created&type=BOOK&expand=images&currency=KGS',
  'products?type=MERCH&order_by=created&language=ky&currency=UZS',
  'products/lider-bez-titula?expand=images&language=en&currency=KZT',
  'products/igra-cashflow/props?language=ky',
  `props/${sample?.prop}?language=en`,
  'reviews',
  'reviews?order_by=created&expand=images&moderated=true',
  'reviews?order_by=created_desc&entity_type=EVENT&skip=3',
  'reviews?order_by=created_asc&entity_type=MEDIA&expand=images',
  'reviews?order_by=random&limit=24',
  'reviews?order_by=random&entity_type=CLUB&limit=24',
  `reviews?order_by=random&entity_type=PRODUCT&entity_id=${sample?.product}&limit=24`,
  `reviews?entity_type=PRODUCT&entity_id=${sample?.product}`,
  `reviews?entity_id=${sample?.product}&order_by=created`,
  `reviews?entity_id=${sample?.product}&order_by=random`,
  `reviews/${sample?.review}?expand=images`,
]
