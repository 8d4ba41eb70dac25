import { useT } from '../../i18n/intl'
import type { OnlineCourseEntity } from '../../model/entities/events'
import { BuyForm } from '../events/buy-form/BuyForm'
import { COURSE_BLOCK_IDS } from './course-blocks'

const TEXTS = { title: 'courses.order.title', lead: 'courses.order.lead', option: 'courses.order.option' }

/** COURSES-09…11, OQ-32: the order form where 'buy' leads; the order is paid at /payment/online_courses/{access_code}. */
export function CourseOrder({ course }: { course: OnlineCourseEntity }) {
  const t = useT()
  return (
    <section className="event-booking event-booking--form container" id={COURSE_BLOCK_IDS.order} aria-labelledby="course-order-title">
      <div className="event-booking__card">
        <BuyForm
          item={course}
          paymentType="online_courses"
          titleId="course-order-title"
          texts={TEXTS}
          note={t('courses.access')}
          loadSender={async (api) => (await import('./create-course-order')).createCourseOrderActor(api, course.uuid)}
        />
      </div>
    </section>
  )
}
