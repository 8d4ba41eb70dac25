import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { ListResponse } from '../../src/model/api'
import type { OnlineCourseEntity, OnlineCourseListItem } from '../../src/model/entities/events'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { findOnlineCourse, listOnlineCourses, type StoredOnlineCourseListItem } from '../db/online-courses'
import { route } from '../lib/route'
import { notFound } from '../lib/errors'
import { priceOptions } from './events'
import { moneyFor, type MoneyConverter } from './money'
import type { ItemQuery, OnlineCoursesQuery } from '../../src/model/api-contract/queries'
import { paging } from './paging'
import { sanitizeRichText } from '../lib/sanitize'

const validateList = typia.http.createValidateQuery<OnlineCoursesQuery>()
const validateItem = typia.http.createValidateQuery<ItemQuery>()

function toListItem(course: StoredOnlineCourseListItem, money: MoneyConverter, expandImages: boolean): OnlineCourseListItem {
  const { gallery, price_currency, options, ...rest } = course
  const converted = priceOptions(options, money, price_currency)
  return {
    ...rest,
    images: expandImages ? gallery : gallery.map((image) => image.uuid),
    options: converted,
    // COURSES-08: the price shown ('from' with several options) is the lowest option's.
    price: converted.length ? Math.min(...converted.map((option) => option.price)) : 0,
    currency: money.currency,
  }
}

/** GET online_courses and online_courses/{id} (API-18, API-19, ENTITY-27): prices in the requested currency. */
export const onlineCourseRoutes = {
  onlineCourses: route(ENDPOINTS.onlineCourses, { query: validateList }, async (c, { query }) => {
    const { skip, limit } = paging(query, PAGE_SIZES.onlineCourses)
    const [money, { rows, count }] = await Promise.all([
      moneyFor(c, query.currency),
      listOnlineCourses(c.env.DB, query.language ?? DEFAULT_LANGUAGE, {
        skip,
        limit,
        order: query.order_by ?? '-created',
        filters: { theme: query.theme, type: query.type },
      }),
    ])
    const body: ListResponse<OnlineCourseListItem> = {
      rows: rows.map((row) => toListItem(row, money, query.expand === 'images')),
      meta: { skip, limit, count },
    }
    return body
  }),
  onlineCourse: route(ENDPOINTS.onlineCourse, { query: validateItem }, async (c, { query, params }) => {
    const [money, course] = await Promise.all([
      moneyFor(c, query.currency),
      findOnlineCourse(c.env.DB, query.language ?? DEFAULT_LANGUAGE, params.id),
    ])
    if (!course) throw notFound('online course')
    const { description, description_second, for_who, ...listed } = course
    const body: OnlineCourseEntity = {
      // A course page shows its images: a single course always has them expanded.
      ...toListItem(listed, money, true),
      description: sanitizeRichText(description),
      description_second: sanitizeRichText(description_second),
      for_who: sanitizeRichText(for_who),
    }
    return body
  }),
}
