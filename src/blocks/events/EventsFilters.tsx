import { Link, useParams } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import { useT } from '../../i18n/intl'
import { changeSearch, type EventsSearch } from '../../model/event-search'
import { EVENT_FORMATS, EVENT_THEMES, EVENT_TYPES, type EventFormat } from '../../model/events'
import { SearchLink } from './SearchLink'

function FilterGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId()
  return (
    <div className="events-filter" role="group" aria-labelledby={id}>
      <span className="events-filter__label" id={id}>
        {label}
      </span>
      <ul className="events-filter__options">{children}</ul>
    </div>
  )
}

/**
 * On `/events/{format}` the format is the path (EVENTS-13): another format goes to its own landing address, 'all'
 * back to `/events`; the other filters are kept.
 */
function FormatOnPathOptions({ fixed, search }: { fixed: EventFormat; search: EventsSearch }) {
  const t = useT()
  const { lang } = useParams({ strict: false })
  const rest = changeSearch(search, 'format', undefined)
  return (
    <>
      <li>
        <Link to="/{-$lang}/events" params={{ lang }} search={rest} activeOptions={{ exact: true }} className="chip">
          {t('events.filters.all')}
        </Link>
      </li>
      {EVENT_FORMATS.map((format) => (
        <li key={format}>
          <Link
            to="/{-$lang}/events/$format"
            params={{ lang, format }}
            search={{ ...rest, format: undefined }}
            activeOptions={{ exact: true }}
            className="chip"
            aria-current={format === fixed ? 'true' : undefined}
          >
            {t(`events.format.${format}`)}
          </Link>
        </li>
      ))}
    </>
  )
}

/** One choice among `values`, or 'all' (EVENTS-01: single choice each). */
function ChoiceOptions<K extends 'format' | 'theme' | 'type'>({
  name,
  values,
  search,
}: {
  name: K
  values: ReadonlyArray<NonNullable<EventsSearch[K]>>
  search: EventsSearch
}) {
  const t = useT()
  return (
    <>
      <li>
        <SearchLink search={changeSearch(search, name, undefined)} current={search[name] === undefined} className="chip">
          {t('events.filters.all')}
        </SearchLink>
      </li>
      {values.map((value) => (
        <li key={value}>
          {/* OQ-02: each label filters by its own value (the message key is the value). */}
          <SearchLink search={changeSearch(search, name, value)} current={search[name] === value} className="chip">
            {t(`events.${name}.${value}`)}
          </SearchLink>
        </li>
      ))}
    </>
  )
}

/** EVENTS-01, EVENTS-12, EVENTS-13: format, theme (the 15 themes) and type filters, each in the address. */
export function EventsFilters({ search, fixedFormat }: { search: EventsSearch; fixedFormat?: EventFormat }) {
  const t = useT()
  return (
    <div className="events-filters" role="region" aria-label={t('events.filters.label')}>
      <FilterGroup label={t('events.filters.format')}>
        {fixedFormat ? (
          <FormatOnPathOptions fixed={fixedFormat} search={search} />
        ) : (
          <ChoiceOptions name="format" values={EVENT_FORMATS} search={search} />
        )}
      </FilterGroup>
      <FilterGroup label={t('events.filters.theme')}>
        <ChoiceOptions name="theme" values={EVENT_THEMES} search={search} />
      </FilterGroup>
      <FilterGroup label={t('events.filters.type')}>
        <ChoiceOptions name="type" values={EVENT_TYPES} search={search} />
      </FilterGroup>
    </div>
  )
}
