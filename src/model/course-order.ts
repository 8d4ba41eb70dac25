import type { BuyFormValues } from './buy-form'
import type { OnlineCourseOrderCreateBody } from './entities/orders'

/** COURSES-10: one access to the course with the chosen option (null without options), the contacts and the agreement. */
export function onlineCourseOrderBody(courseId: string, values: BuyFormValues): OnlineCourseOrderCreateBody {
  return {
    online_course_id: courseId,
    online_course_option_id: values.optionId || null,
    client_name: values.client_name,
    client_phone: values.client_phone,
    client_email: values.client_email,
    agreement: values.agreement,
  }
}
