/**
 * Online-course orders (issue 27; API-18, API-33, ORDER-10, COURSES-10, COURSES-11, BE-11, BE-12, BE-15, OQ-46):
 * POST online-course-orders, GET online-course-orders/{access_code} and POST online-course-orders-calculate (also at
 * the spec's path with its trailing slash, and with the spec's body), served by orders.ts; a paid order records its
 * 12-month access.
 */
import type { Context } from 'hono'
import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { CalculateQuery } from '../../src/model/api-contract/queries'
import type { OnlineCourseCalculateBody, OnlineCourseOrderCreateBody, OnlineCourseQuoteBody } from '../../src/model/entities/orders'
import type { AppEnv } from '../env'
import { validateCalculate, validateCalculateQuery, validateCommonQuery } from './event-orders'
import { calculateOrder, createOrder, readOrder } from './orders'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'

const validateCreate = typia.createValidateEquals<OnlineCourseOrderCreateBody>()
/** An order's calculation, or the spec's of a course and option before ordering (API-33). */
const calculation = { query: validateCalculateQuery, body: [validateCalculate, typia.createValidateEquals<OnlineCourseQuoteBody>()] } as const

function calculate(c: Context<AppEnv>, { query, body }: { query: CalculateQuery; body: OnlineCourseCalculateBody }) {
  return calculateOrder(c, 'online_courses', query, 'order' in body ? body : { item_id: body.online_course_id, option_id: body.online_course_option_id ?? null })
}

export const onlineCourseOrderRoutes = {
  createOnlineCourseOrder: route(ENDPOINTS.createOnlineCourseOrder, { query: validateCommonQuery, body: validateCreate }, (c, { query, body }) =>
    createOrder(c, 'online_courses', query, body, { item_id: body.online_course_id, option_id: body.online_course_option_id ?? null }),
  ),
  onlineCourseOrder: route(
    ENDPOINTS.onlineCourseOrder,
    { query: validateCommonQuery },
    (c, { query, params }) => readOrder(c, 'online_courses', query, params.access_code),
    [privateAnswer],
  ),
  calculateOnlineCourseOrder: route(ENDPOINTS.calculateOnlineCourseOrder, calculation, calculate),
  calculateOnlineCourseOrderAlias: route(ENDPOINTS.calculateOnlineCourseOrderAlias, calculation, calculate),
}
