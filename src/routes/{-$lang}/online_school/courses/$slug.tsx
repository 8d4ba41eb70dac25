import { createFileRoute } from '@tanstack/react-router'
import { RecentlyViewed } from '../../../../components/recently-viewed/LazyRecentlyViewed'
import { CoursePage } from '../../../../blocks/courses/CoursePage'
import { coursePageHead } from '../../../../blocks/courses/course-head'
import { loadCoursePage } from '../../../../blocks/courses/load-course'

/** `/online_school/courses/{slug}` (COURSES-07…12, OQ-41): an unknown slug is the 404 page with HTTP 404. */
export const Route = createFileRoute('/{-$lang}/online_school/courses/$slug')({
  loader: ({ context, params }) => loadCoursePage(context.api, params),
  head: (ctx) => (ctx.loaderData ? coursePageHead(ctx, ctx.loaderData) : {}),
  component: CourseRoute,
})

function CourseRoute() {
  const data = Route.useLoaderData()
  return (
    <>
      <CoursePage data={data} />
      <RecentlyViewed current={{ kind: 'online_course', slug: data.course.slug }} />
    </>
  )
}
