/**
 * Every read-one endpoint (API-12…19) answers malformed query input with a 400 naming the field, never a 500, and
 * never an answer as if nothing were wrong (DESIGN "The API"). The item is a real one of the demo content, found
 * through its list, so the 400 comes from the input and not from an unknown id.
 */
import { beforeAll, describe, it } from 'vitest'
import type { ListResponse } from '../../src/model/api'
import { apiJson, expectBadInput } from './helpers'

type Row = { uuid?: string; slug?: string; id?: number | string; value?: string }

/** Item paths, each built from the first row of a list call (`{}` is replaced by the row's key). */
const ITEMS: Array<[list: string, item: string, key: keyof Row]> = [
  ['pages', 'pages/{}', 'slug'],
  ['countries', 'countries/{}', 'value'],
  ['countries', 'countries/{}/cities', 'value'],
  ['countries/KG/cities', 'cities/{}', 'slug'],
  ['tags', 'tags/{}', 'slug'],
  ['events', 'events/{}', 'slug'],
  ['trainers', 'trainers/{}', 'slug'],
  ['online_courses', 'online_courses/{}', 'slug'],
  ['news', 'news/{}', 'slug'],
  ['articles', 'articles/{}', 'slug'],
  ['partners', 'partners/{}', 'id'],
  ['social-activities', 'social-activities/{}', 'uuid'],
  ['employees', 'employees/{}', 'id'],
  ['vacancy', 'vacancy/{}', 'uuid'],
  ['products', 'products/{}', 'slug'],
  ['products', 'products/{}/props', 'slug'],
  ['reviews', 'reviews/{}', 'uuid'],
  ['forms', 'forms/{}', 'slug'],
  ['forms', 'forms/{}/fields', 'slug'],
]

/** Paths that need no id. */
const SINGLETONS = ['profile_site/contacts', 'profile_site/franchise', 'profile_site/about', 'profile_site/club', 'profile_site/online_school']

/** Five malformed values of the parameters every call takes (I18N-04, CURRENCY-05). */
const BAD_INPUT: Array<[query: string, field: string]> = [
  ['language=fr', 'language'],
  ['language=RU', 'language'],
  ["language=ru'%20OR%20'1'%3D'1", 'language'],
  ['currency=EUR', 'currency'],
  ['currency=usd%3BDROP%20TABLE%20events', 'currency'],
]

const paths: string[] = [...SINGLETONS]

beforeAll(async () => {
  for (const [list, item, key] of ITEMS) {
    const { rows } = await apiJson<ListResponse<Row>>(`${list}${list.includes('?') ? '&' : '?'}limit=1`)
    const value = rows[0]?.[key]
    if (value === undefined) throw new Error(`${list} has no row with ${String(key)} for ${item}`)
    paths.push(item.replace('{}', encodeURIComponent(String(value))))
  }
  // One level further down: a product's prop and a form's field.
  const [product] = (await apiJson<ListResponse<Row>>('products?limit=1')).rows
  const [prop] = (await apiJson<ListResponse<Row>>(`products/${product!.slug}/props`)).rows
  const [field] = (await apiJson<ListResponse<Row>>('forms/get_program/fields')).rows
  paths.push(`props/${prop!.uuid}`, `fields/${field!.uuid}`)
})

describe('read-one endpoints: malformed input is a 400 with field errors', () => {
  it('covers every item endpoint of the API with five malformed inputs', async () => {
    for (const path of paths) {
      for (const [query, field] of BAD_INPUT) await expectBadInput(`${path}?${query}`, field)
    }
  })
})
