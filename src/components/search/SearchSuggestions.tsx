import { useT } from '../../i18n/intl'
import type { SiteSearchAnswer } from '../../model/site-search'

interface SearchSuggestionsProps {
  id: string
  answer: SiteSearchAnswer
  active: number
  optionId: (index: number) => string
  onChoose: (index: number) => void
}

/** The header search's listbox (issue 45): the suggestions group by group, the active one marked for the combobox. */
export function SearchSuggestions({ id, answer, active, optionId, onChoose }: SearchSuggestionsProps) {
  const t = useT()
  const offsets = answer.groups.map((_, at) => answer.groups.slice(0, at).reduce((sum, group) => sum + group.rows.length, 0))
  return (
    // tabIndex -1: the list scrolls (search.css), and Chromium would make a scroller a Tab stop of its own; the focus
    // stays in the field (aria-activedescendant), so Tab goes on to the submit button. mousedown keeps the focus in
    // the field too, so its blur does not close the list before a click on an option (or the scrollbar) lands.
    <ul
      id={id}
      role="listbox"
      tabIndex={-1}
      className="header-search__list"
      aria-label={t('search.suggestions')}
      onMouseDown={(event) => event.preventDefault()}
    >
      {answer.groups.flatMap((group, at) =>
        group.rows.map((hit, place) => {
          const own = offsets[at]! + place
          return (
            <li
              key={`${hit.kind}-${hit.slug}`}
              id={optionId(own)}
              role="option"
              aria-selected={own === active}
              className="header-search__option"
              onClick={() => onChoose(own)}
            >
              {place === 0 ? <span className="header-search__kind">{t(`search.kind.${hit.kind}`)}</span> : null}
              <span className="header-search__title">{hit.title}</span>
            </li>
          )
        }),
      )}
    </ul>
  )
}
