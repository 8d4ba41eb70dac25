import { createFileRoute } from '@tanstack/react-router'
import { CoursesListPage } from '../../../../blocks/courses/CoursesListPage'
import { loadListPage } from '../../../../components/pagination/list-page'
import { loadRelatedReviews } from '../../../../components/sliders/related-reviews'
import { coursesListCall, parseCoursesSearch, routeCoursesSearch } from '../../../../model/course-search'
import { PAGE_SIZES } from '../../../../model/page-sizes'
import { pageNumber } from '../../../../model/search-params'
import { sectionPageHead } from '../../../../seo/section-page-head'

/** `/online_school/courses` (COURSES-01…06, COURSES-12): the filters live in the address; a failed list is the error page. */
export const Route = createFileRoute('/{-$lang}/online_school/courses/')({
  staticData: { meta: { header: 'transparent_white' } },
  validateSearch: routeCoursesSearch,
  loaderDeps: ({ search }) => parseCoursesSearch(search),
  loader: async ({ context, deps }) => {
    const [list, reviews] = await Promise.all([
      loadListPage({
        page: pageNumber(deps.page),
        limit: PAGE_SIZES.onlineCourses,
        search: deps,
        load: (skip) => context.api.onlineCourses({ query: coursesListCall(deps, skip) }),
      }),
      loadRelatedReviews(context.api),
    ])
    return { list, reviews }
  },
  head: (ctx) =>
    ctx.loaderData
      ? sectionPageHead(ctx, {
          path: '/online_school/courses',
          title: 'courses.title',
          description: 'courses.seo.description',
          parents: [{ title: 'school.title', path: '/online_school' }],
        })
      : {},
  component: CoursesRoute,
})

function CoursesRoute() {
  const search = parseCoursesSearch(Route.useSearch())
  const { list, reviews } = Route.useLoaderData()
  const { api } = Route.useRouteContext()
  return (
    <CoursesListPage search={search} initial={list} reviews={reviews} load={(skip) => api.onlineCourses({ query: coursesListCall(search, skip) })} />
  )
}
