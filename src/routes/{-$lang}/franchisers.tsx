import { createFileRoute } from '@tanstack/react-router'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { PartnerCard } from '../../components/cards/PartnerCard'
import { loadListPage } from '../../components/pagination/list-page'
import { Pagination } from '../../components/pagination/Pagination'
import { useT } from '../../i18n/intl'
import { PAGE_SIZES } from '../../model/page-sizes'
import { pageNumber, pageParam, routeSearch } from '../../model/search-params'
import { sectionPageHead } from '../../seo/section-page-head'

export interface FranchisersSearch {
  /** PAGINATION-01: page 1 and a bad value leave the key out. */
  page?: number
}

/**
 * `/franchisers` (FRANCHISERS-01, -02): the franchise partners with images, `page` of the address passed to the
 * list call; a failed load is the error page with the error's code, or 500 (ERR-03).
 */
export const Route = createFileRoute('/{-$lang}/franchisers')({
  validateSearch: routeSearch<FranchisersSearch>(['page'], (search) => ({ page: pageParam(search.page) })),
  loaderDeps: ({ search }) => ({ page: pageNumber(search.page) }),
  loader: ({ context, deps }) =>
    loadListPage({
      page: deps.page,
      limit: PAGE_SIZES.franchisers,
      search: {},
      load: (skip) =>
        context.api.partners({ query: { type: 'FRANCHISE', expand: 'images', order_by: '-created', skip, limit: PAGE_SIZES.franchisers } }),
    }),
  head: (ctx) => (ctx.loaderData ? sectionPageHead(ctx, { path: '/franchisers', title: 'franchisers.title', description: 'franchisers.seo.description' }) : {}),
  component: FranchisersPage,
})

function FranchisersPage() {
  const { rows, meta } = Route.useLoaderData()
  const t = useT()
  return (
    <div className="landing-page franchisers-page container">
      <Breadcrumbs items={[{ label: t('franchisers.title') }]} />
      <h1 className="landing-page__title">{t('franchisers.title')}</h1>
      {rows.length > 0 ? (
        <ul className="partner-grid">
          {rows.map((partner) => (
            <li key={partner.id}>
              <PartnerCard partner={partner} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="landing-page__empty">{t('franchisers.empty')}</p>
      )}
      <Pagination meta={meta} />
    </div>
  )
}
