import { useT } from '../../i18n/intl'
import { changeSearch, type EventsSearch } from '../../model/event-search'
import { SearchLink } from '../../components/filters/SearchLink'

/** OQ-14: the `trainers_slug` filter as a removable "trainer: X" chip. */
export function TrainerChip({ name }: { search: EventsSearch; name: string }) {
  const t = useT()
  const label = t('events.filters.trainer', { name })
  return (
    <p className="trainer-chip">
      <span className="trainer-chip__text">{label}</span>
      <SearchLink
        change={(latest) => changeSearch(latest, 'trainers_slug', undefined)}
        className="trainer-chip__remove"
        label={t('events.filters.remove', { filter: label })}
      >
        <span aria-hidden="true">×</span>
      </SearchLink>
    </p>
  )
}
