import { fromPromise } from 'xstate'
import type { BuyFormOrder, BuyFormResult } from '../../../machines/buy-form.machine'
import type { ApiClient } from '../../api/client'
import { withLocation } from '../../components/order-form/guess-location'
import { orderResult } from '../../components/order-form/order-result'
import { onlineCourseOrderBody } from '../../model/course-order'

/** The course order form's `send` (COURSES-10, ORDER-10, OQ-46): POST online-course-orders with the location guess; its output is the access code. */
export function createCourseOrderActor(api: Pick<ApiClient, 'location' | 'createOnlineCourseOrder'>, courseId: string) {
  return fromPromise<BuyFormResult, BuyFormOrder>(async ({ input: { values } }) => {
    const body = await withLocation(api, onlineCourseOrderBody(courseId, values))
    return orderResult(() => api.createOnlineCourseOrder({ body }))
  })
}
