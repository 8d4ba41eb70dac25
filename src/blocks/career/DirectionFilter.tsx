import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/intl'
import { VACANCY_DIRECTIONS, type VacancyDirection } from '../../model/entities/publications'
import type { CareerSearch } from './career-search'

/** CAREER-02: 'all' and one link a direction; each filtered list has its own address (page 1). */
export function DirectionFilter({ search }: { search: CareerSearch }) {
  const t = useT()
  const options: Array<VacancyDirection | undefined> = [undefined, ...VACANCY_DIRECTIONS]
  return (
    <nav className="news-tags" aria-label={t('career.directions.label')}>
      <ul className="news-tags__list">
        {options.map((direction) => (
          <li key={direction ?? 'all'}>
            <Link
              to="."
              search={direction ? { direction } : {}}
              resetScroll={false}
              activeOptions={{ exact: true }}
              className="chip chip--tinted"
              aria-current={search.direction === direction ? 'true' : undefined}
            >
              {t(direction ? `career.direction.${direction}` : 'career.directions.all')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
