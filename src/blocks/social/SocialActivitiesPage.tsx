import { Breadcrumbs } from '../../components/Breadcrumbs'
import { PageHero } from '../../components/page-hero/PageHero'
import { SocialActivityCard } from '../../components/cards/SocialActivityCard'
import { Pagination } from '../../components/pagination/Pagination'
import { ShowMore } from '../../components/pagination/ShowMore'
import { useLoadMore } from '../../components/pagination/use-load-more'
import { useToast } from '../../components/toasts/toasts-context'
import { useT } from '../../i18n/intl'
import type { ListResponse } from '../../model/api'
import type { SocialActivityEntity } from '../../model/entities/publications'

export interface SocialActivitiesPageProps {
  initial: ListResponse<SocialActivityEntity>
  load: (skip: number, limit: number) => Promise<ListResponse<SocialActivityEntity>>
}

/** SOCIAL-01, SOCIAL-03: the activities, 'show more' by 24 (a failure is the `errors.internal_short` toast) and the pages. */
export function SocialActivitiesPage({ initial, load }: SocialActivitiesPageProps) {
  const t = useT()
  const toast = useToast()
  const { rows, meta, firstSkip, listRef, showMore } = useLoadMore({ initial, load, onFailure: () => toast('error', t('errors.internal_short')) })
  return (
    <div className="landing-page social-page">
      <PageHero>
        <Breadcrumbs items={[{ label: t('social.title') }]} />
        <h1 className="landing-page__title">{t('social.title')}</h1>
      </PageHero>
      <div className="container">
        {rows.length === 0 ? (
          <p className="landing-page__empty">{t('social.empty')}</p>
        ) : (
          <ul ref={listRef} className="social-grid" aria-label={t('social.list.label')}>
            {rows.map((activity) => (
              <li key={activity.uuid}>
                <SocialActivityCard activity={activity} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        <ShowMore {...showMore} />
        <Pagination meta={meta} firstSkip={firstSkip} />
      </div>
    </div>
  )
}
