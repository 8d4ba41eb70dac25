import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { ReviewCard } from '../../components/cards/ReviewCard'
import { ShowMore } from '../../components/pagination/ShowMore'
import { loadListPage } from '../../components/pagination/list-page'
import { useLoadMore } from '../../components/pagination/use-load-more'
import { ReviewsBanner } from '../../blocks/reviews/ReviewsBanner'
import { ReviewsFilters } from '../../blocks/reviews/ReviewsFilters'
import {
  DEFAULT_REVIEW_PAGE_ORDER,
  routeReviewsSearch,
  validateReviewsSearch,
  withReviewsFilter,
  type ReviewsSearch,
} from '../../blocks/reviews/reviews-search'
import { formatCount } from '../../i18n/format'
import { useIntl, useT } from '../../i18n/intl'
import type { ReviewsQuery } from '../../model/api-contract/queries'
import { PAGE_SIZES } from '../../model/page-sizes'
import { pageNumber } from '../../model/search-params'
import { breadcrumbListLd } from '../../seo/json-ld'
import { pageHead, siteSeo } from '../../seo/route-head'
import { canonicalUrl } from '../../model/site-urls'

/** REVIEWS-05, API-27: the list call of a search (moderated only, 24 a page, with images). */
function reviewsQuery(search: ReviewsSearch, skip: number): ReviewsQuery {
  return {
    skip,
    limit: PAGE_SIZES.reviews,
    order_by: search.order_by ?? DEFAULT_REVIEW_PAGE_ORDER,
    expand: 'images',
    ...(search.entity_type ? { entity_type: search.entity_type } : {}),
    ...(search.entity_id ? { entity_id: search.entity_id } : {}),
  }
}

/**
 * `/reviews` (REVIEWS-01…10, OQ-22, ROUTE-13 grey layout): breadcrumb, title with the count, the banner that
 * opens the review form, sort and type filters in the URL, 24 moderated reviews and 'load more'. A failed load
 * reaches the error page with the error's code.
 */
export const Route = createFileRoute('/{-$lang}/reviews')({
  staticData: { meta: { layout: 'grey' } },
  validateSearch: routeReviewsSearch,
  // The route's search also holds unknown keys of the raw query: the loader and the page use the clean parse.
  loaderDeps: ({ search }) => validateReviewsSearch(search),
  loader: ({ context, deps }) =>
    loadListPage({
      page: pageNumber(deps.page),
      limit: PAGE_SIZES.reviews,
      search: deps,
      load: (skip) => context.api.reviews({ query: reviewsQuery(deps, skip) }),
    }),
  head: (ctx) => {
    if (!ctx.loaderData) return {}
    const site = siteSeo(ctx)
    const t = (id: string) => ctx.match.context.intl.formatMessage({ id })
    return pageHead(ctx, { title: t('reviews.seo.title'), description: t('reviews.seo.description') }, [
      breadcrumbListLd([
        { name: t('breadcrumbs.home'), url: canonicalUrl(site.origin, site.language, '/') },
        { name: t('reviews.title'), url: canonicalUrl(site.origin, site.language, '/reviews') },
      ]),
    ])
  },
  component: ReviewsPage,
})

function ReviewsPage() {
  const t = useT()
  const intl = useIntl()
  const search = validateReviewsSearch(Route.useSearch())
  const initial = Route.useLoaderData()
  const { api } = Route.useRouteContext()
  const navigate = useNavigate({ from: Route.fullPath })
  const { rows, meta, listRef, showMore } = useLoadMore({
    initial,
    load: (skip) => api.reviews({ query: reviewsQuery(search, skip) }),
  })

  const onFilter = (key: 'entity_type' | 'order_by', value: string) => {
    void navigate({
      search: (previous: ReviewsSearch) => withReviewsFilter(validateReviewsSearch({ ...previous }), key, value),
    })
  }

  return (
    <div className="reviews-page container">
      <Breadcrumbs items={[{ label: t('reviews.title') }]} />
      <h1 className="reviews-page__title">
        {t('reviews.title')} <span className="reviews-page__count">{formatCount(intl, 'reviews', meta.count)}</span>
      </h1>
      <ReviewsBanner
        {...(search.entity_type ? { entityType: search.entity_type } : {})}
        {...(search.entity_id ? { entityId: search.entity_id } : {})}
      />
      <ReviewsFilters search={search} onChange={onFilter} />
      {rows.length === 0 ? (
        <p className="reviews-page__empty" role="status">
          {t('reviews.empty')}
        </p>
      ) : (
        <ul ref={listRef} className="reviews-page__list">
          {rows.map((review) => (
            <li key={review.uuid}>
              <ReviewCard review={review} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <ShowMore {...showMore} />
    </div>
  )
}
