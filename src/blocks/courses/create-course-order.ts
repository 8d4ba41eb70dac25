import { fromPromise } from 'xstate'
import type { BuyFormOrder, BuyFormResult } from '../../../machines/buy-form.machine'
import type { ApiClient } from '../../api/client'
import { onlineCourseOrderBody } from '../../model/course-order'
import { orderResult } from '../../components/order-form/order-result'

/** The course order form's `send` (COURSES-10, OQ-46): POST online-course-orders; its output is the access code. */
export function createCourseOrderActor(api: Pick<ApiClient, 'createOnlineCourseOrder'>, courseId: string) {
  return fromPromise<BuyFormResult, BuyFormOrder>(({ input: { values } }) =>
    orderResult(() => api.createOnlineCourseOrder({ body: onlineCourseOrderBody(courseId, values) })),
  )
}
