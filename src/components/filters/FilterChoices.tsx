import { useId, type ReactNode } from 'react'
import { useT } from '../../i18n/intl'
import { SearchLink } from './SearchLink'

/** A labelled group of filter options. */
export function FilterGroup({ label, children }: { label: string; children: ReactNode }) {
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

export interface ChoiceOptionsProps<Search, K extends keyof Search & ('format' | 'theme' | 'type')> {
  name: K
  values: ReadonlyArray<NonNullable<Search[K]>>
  search: Search
  /** The search after the filter changes (`undefined`: 'all'). */
  change: (search: Search, key: K, value: Search[K] | undefined) => Search
}

/** One choice among `values`, or 'all' (EVENTS-01, COURSES-01: single choice each). */
export function ChoiceOptions<Search extends object, K extends keyof Search & ('format' | 'theme' | 'type')>({
  name,
  values,
  search,
  change,
}: ChoiceOptionsProps<Search, K>) {
  const t = useT()
  return (
    <>
      <li>
        <SearchLink change={(latest: Search) => change(latest, name, undefined)} current={search[name] === undefined} className="chip">
          {t('events.filters.all')}
        </SearchLink>
      </li>
      {values.map((value) => (
        <li key={String(value)}>
          {/* OQ-02: each label filters by its own value (the message key is the value). */}
          <SearchLink change={(latest: Search) => change(latest, name, value)} current={search[name] === value} className="chip">
            {t(`events.${name}.${String(value)}`)}
          </SearchLink>
        </li>
      ))}
    </>
  )
}
