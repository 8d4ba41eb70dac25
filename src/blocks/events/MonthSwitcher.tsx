import { useT } from '../../i18n/intl'
import { changeSearch, type EventsSearch, type MonthSwitch } from '../../model/event-search'
import { SearchLink } from '../../components/filters/SearchLink'

/** `Ноябрь 2026`, `November 2026`, `2026-жылдын ноябры` for a YYYY-MM key. */
export function useMonthName(): (key: string) => string {
  const t = useT()
  return (key) => {
    const [year = '', month = ''] = key.split('-')
    return t('events.month.name', { month: t(`events.month.${Number(month)}`), year })
  }
}

/**
 * EVENTS-02, OQ-48: previous and next move from the selected month; 'current' resets to today (the `date` key is
 * then left out, EVENTS-05).
 */
export function MonthSwitcher({ months }: { search: EventsSearch; months: MonthSwitch }) {
  const t = useT()
  const monthName = useMonthName()
  const previous = monthName(months.previous)
  const next = monthName(months.next)
  return (
    <nav className="month-switcher" aria-label={t('events.month.label')}>
      <SearchLink
        change={(latest) => changeSearch(latest, 'date', months.previous)}
        className="month-switcher__step month-switcher__step--previous"
        label={t('events.month.previous', { month: previous })}
      >
        <span aria-hidden="true">‹</span> {previous}
      </SearchLink>
      <p className="month-switcher__selected" aria-live="polite">
        {monthName(months.selected)}
      </p>
      <SearchLink
        change={(latest) => changeSearch(latest, 'date', months.next)}
        className="month-switcher__step month-switcher__step--next"
        label={t('events.month.next', { month: next })}
      >
        {next} <span aria-hidden="true">›</span>
      </SearchLink>
      <SearchLink
        change={(latest) => changeSearch(latest, 'date', undefined)}
        current={months.isCurrent}
        className="month-switcher__current"
      >
        {t('events.month.current')}
      </SearchLink>
    </nav>
  )
}
