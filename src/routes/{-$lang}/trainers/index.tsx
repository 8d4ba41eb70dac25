import { createFileRoute } from '@tanstack/react-router'
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { TrainerCard } from '../../../components/cards/TrainerCard'
import { Pagination } from '../../../components/pagination/Pagination'
import { loadListPage } from '../../../components/pagination/list-page'
import { useT } from '../../../i18n/intl'
import type { ListResponse } from '../../../model/api'
import type { TrainerListItem } from '../../../model/entities/events'
import { pageNumber, pageParam, routeSearch } from '../../../model/search-params'
import { TRAINERS_PAGE_SIZE } from '../../../blocks/trainer/trainers-page-size'
import { breadcrumbListLd } from '../../../seo/json-ld'
import { pageHead, siteSeo } from '../../../seo/route-head'
import { canonicalUrl } from '../../../model/site-urls'

export interface TrainersSearch {
  /** PAGINATION-01: page 1 and a bad value leave the key out. */
  page?: number
}

/**
 * `/trainers` (TRAINER-01, 02, 09; API-23): title, subtitle, the trainer cards and the pagination control with
 * `page` in the URL. A failed load reaches the error page with the error's code (TRAINER-09).
 */
export const Route = createFileRoute('/{-$lang}/trainers/')({
  // ROUTE-12: the trainers list shows the footer consultation form.
  staticData: { meta: { footerForm: true } },
  validateSearch: routeSearch<TrainersSearch>(['page'], (search) => ({ page: pageParam(search.page) })),
  loaderDeps: ({ search }) => ({ page: pageNumber(search.page) }),
  loader: ({ context, deps }): Promise<ListResponse<TrainerListItem>> =>
    loadListPage({
      page: deps.page,
      limit: TRAINERS_PAGE_SIZE,
      search: {},
      load: (skip) =>
        context.api.trainers({
          query: {
            skip,
            limit: TRAINERS_PAGE_SIZE,
            expand: 'images',
            // OQ-18 decides home's "newest trainers" use -created; this list keeps the spec's `created` (API-23): the
            // centre's longest-standing trainers first, in the order they were added.
            order_by: 'created',
          },
        }),
    }),
  head: (ctx) => {
    if (!ctx.loaderData) return {}
    const site = siteSeo(ctx)
    const t = (id: string) => ctx.match.context.intl.formatMessage({ id })
    return pageHead(ctx, { title: t('trainers.seo.title'), description: t('trainers.seo.description') }, [
      breadcrumbListLd([
        { name: t('breadcrumbs.home'), url: canonicalUrl(site.origin, site.language, '/') },
        { name: t('trainers.title'), url: canonicalUrl(site.origin, site.language, '/trainers') },
      ]),
    ])
  },
  component: TrainersPage,
})

function TrainersPage() {
  const { rows, meta } = Route.useLoaderData()
  const t = useT()
  return (
    <div className="trainers-page container">
      <Breadcrumbs items={[{ label: t('trainers.title') }]} />
      <header className="trainers-page__header">
        <h1 className="trainers-page__title">{t('trainers.title')}</h1>
        <p className="trainers-page__subtitle">{t('trainers.subtitle')}</p>
      </header>
      {rows.length > 0 ? (
        <ul className="trainers-page__list">
          {rows.map((trainer, index) => (
            <li key={trainer.id}>
              <TrainerCard trainer={trainer} headingLevel={2} eager={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="trainers-page__empty">{t('trainers.empty')}</p>
      )}
      <Pagination meta={meta} />
    </div>
  )
}
