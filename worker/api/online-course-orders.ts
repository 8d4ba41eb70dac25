/**
 * Online-course orders (issue 27; API-18, ORDER-10, COURSES-10, COURSES-11, BE-11, BE-12, BE-15, OQ-46):
 * POST online-course-orders, GET online-course-orders/{access_code} and POST online-course-orders-calculate (also
 * under the spec's spelling), served by orders.ts; a paid order records its 12-month access.
 */
import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { OnlineCourseOrderCreateBody } from '../../src/model/entities/orders'
import { validateCalculate, validateCalculateQuery, validateCommonQuery } from './event-orders'
import { calculateOrder, createOrder, readOrder } from './orders'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'

const validateCreate = typia.createValidateEquals<OnlineCourseOrderCreateBody>()
const calculation = { query: validateCalculateQuery, body: validateCalculate }

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
  calculateOnlineCourseOrder: route(ENDPOINTS.calculateOnlineCourseOrder, calculation, (c, { query, body }) =>
    calculateOrder(c, 'online_courses', query, body),
  ),
  calculateOnlineCourseOrderAlias: route(ENDPOINTS.calculateOnlineCourseOrderAlias, calculation, (c, { query, body }) =>
    calculateOrder(c, 'online_courses', query, body),
  ),
}
