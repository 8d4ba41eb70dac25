import { Breadcrumbs } from '../../components/Breadcrumbs'
import { Pagination } from '../../components/pagination/Pagination'
import { useT } from '../../i18n/intl'
import type { ListResponse } from '../../model/api'
import type { VacancyEntity } from '../../model/entities/publications'
import type { CareerSearch } from './career-search'
import { DirectionFilter } from './DirectionFilter'
import { VacancyCard } from './VacancyCard'

/** CAREER-01: the benefits of working at the centre, as numbered items. */
export const CAREER_BENEFITS = ['growth', 'training', 'team', 'income'] as const

/**
 * `/career` (CAREER-01…07): breadcrumbs, title, the numbered benefits, direction filters, the vacancy count in the
 * language's plural, the vacancy cards (or a message when none match) and the pagination.
 */
export function CareerPage({ search, list }: { search: CareerSearch; list: ListResponse<VacancyEntity> }) {
  const t = useT()
  return (
    <div className="career-page container">
      <Breadcrumbs items={[{ label: t('career.title') }]} />
      <h1 className="career-page__title">{t('career.title')}</h1>
      <section className="career-benefits" aria-labelledby="career-benefits-title">
        <h2 id="career-benefits-title" className="career-benefits__title">
          {t('career.benefits.title')}
        </h2>
        <ol className="career-benefits__list">
          {CAREER_BENEFITS.map((benefit) => (
            <li key={benefit}>
              <h3>{t(`career.benefits.${benefit}.title`)}</h3>
              <p>{t(`career.benefits.${benefit}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <h2 className="career-page__vacancies">{t('career.vacancies.title')}</h2>
      <DirectionFilter search={search} />
      <p className="career-page__count" role="status">
        {t('career.count', { count: list.meta.count })}
      </p>
      {list.rows.length === 0 ? (
        <p className="news-page__empty">{t('career.empty')}</p>
      ) : (
        <ul className="career-page__list" aria-label={t('career.vacancies.title')}>
          {list.rows.map((vacancy) => (
            <li key={vacancy.uuid}>
              <VacancyCard vacancy={vacancy} />
            </li>
          ))}
        </ul>
      )}
      <Pagination meta={list.meta} firstSkip={list.meta.skip} />
    </div>
  )
}
