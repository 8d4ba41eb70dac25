import { createFileRoute } from '@tanstack/react-router'
import { CareerPage } from '../../blocks/career/CareerPage'
import { careerQuery, routeCareerSearch, validateCareerSearch } from '../../blocks/career/career-search'
import { loadListPage } from '../../components/pagination/list-page'
import { PAGE_SIZES } from '../../model/page-sizes'
import { pageNumber } from '../../model/search-params'
import { breadcrumbListLd } from '../../seo/json-ld'
import { pageHead, siteSeo } from '../../seo/route-head'
import { canonicalUrl } from '../../model/site-urls'

/** `/career` (CAREER-01…08): a failed load reaches the error page with the error's code. */
export const Route = createFileRoute('/{-$lang}/career')({
  staticData: { meta: { footerForm: true } },
  validateSearch: routeCareerSearch,
  loaderDeps: ({ search }) => validateCareerSearch(search),
  loader: async ({ context, deps }) => ({
    list: await loadListPage({
      page: pageNumber(deps.page),
      limit: PAGE_SIZES.career,
      search: deps,
      load: (skip) => context.api.vacancies({ query: careerQuery(deps, skip) }),
    }),
  }),
  head: (ctx) => {
    if (!ctx.loaderData) return {}
    const site = siteSeo(ctx)
    const t = (id: string) => ctx.match.context.intl.formatMessage({ id })
    return pageHead(ctx, { title: t('career.seo.title'), description: t('career.seo.description') }, [
      breadcrumbListLd([
        { name: t('breadcrumbs.home'), url: canonicalUrl(site.origin, site.language, '/') },
        { name: t('career.title'), url: canonicalUrl(site.origin, site.language, '/career') },
      ]),
    ])
  },
  component: CareerRoute,
})

function CareerRoute() {
  return <CareerPage search={validateCareerSearch(Route.useSearch())} list={Route.useLoaderData().list} />
}
