import { createFileRoute } from '@tanstack/react-router'
import { SocialActivitiesPage } from '../../../blocks/social/SocialActivitiesPage'
import { loadListPage } from '../../../components/pagination/list-page'
import { PAGE_SIZES } from '../../../model/page-sizes'
import { pageNumber, pageParam, routeSearch } from '../../../model/search-params'
import { sectionPageHead } from '../../../seo/section-page-head'

export interface SocialActivitiesSearch {
  page?: number
}

/** `/social-activities` (SOCIAL-01, -03; ROUTE-01): 24 a page, newest first, 'show more' and the page in the address. */
export const Route = createFileRoute('/{-$lang}/social-activities/')({
  // ROUTE-12: the social-activities page shows the footer consultation form.
  staticData: { meta: { header: 'transparent_white', footerForm: true } },
  validateSearch: routeSearch<SocialActivitiesSearch>(['page'], (search) => ({ page: pageParam(search.page) })),
  loaderDeps: ({ search }) => ({ page: pageNumber(search.page) }),
  loader: ({ context, deps }) =>
    loadListPage({
      page: deps.page,
      limit: PAGE_SIZES.socialActivities,
      search: {},
      load: (skip) => context.api.socialActivities({ query: { skip, limit: PAGE_SIZES.socialActivities } }),
    }),
  head: (ctx) =>
    ctx.loaderData ? sectionPageHead(ctx, { path: '/social-activities', title: 'social.title', description: 'social.seo.description' }) : {},
  component: SocialActivitiesRoute,
})

function SocialActivitiesRoute() {
  const initial = Route.useLoaderData()
  const { api } = Route.useRouteContext()
  return <SocialActivitiesPage initial={initial} load={(skip, limit) => api.socialActivities({ query: { skip, limit } })} />
}
