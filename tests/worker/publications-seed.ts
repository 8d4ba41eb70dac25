import { env } from 'cloudflare:workers'

export { HOSTILE_NEWS } from './fixtures'
export { apiJson as json, expectBadInput } from './helpers'

/** Malformed inputs every list of this family answers with 400: [query, field]. */
export const LIST_BAD_INPUT: Array<[string, string]> = [
  ['language=fr', 'language'],
  ["language=ru'%20OR%20'1'%3D'1", 'language'],
  ['currency=EUR', 'currency'],
  ['skip=-1', 'skip'],
  ['skip=abc', 'skip'],
  ['limit=1000000', 'limit'],
  ['limit=1.5', 'limit'],
  ['order_by=title', 'order_by'],
  ['order_by=created%3BDROP%20TABLE%20news', 'order_by'],
]

/** A translated column as stored in one language; undefined when there is no row in it. */
export async function stored(sql: string, ...bindings: Array<string | number>): Promise<string | undefined> {
  return (await env.DB.prepare(sql).bind(...bindings).first<{ value: string }>())?.value
}
