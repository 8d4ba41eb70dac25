import { SEARCH_QUERY_MAX_LENGTH } from '../../model/site-search'

/** The header search field's own attributes, the same before and after it becomes the combobox (issue 45). */
export function searchInputAttributes(id: string, placeholder: string) {
  return { id, type: 'search', name: 'q', maxLength: SEARCH_QUERY_MAX_LENGTH, placeholder, autoComplete: 'off', className: 'header-search__input' } as const
}

/** What the plain field holds as the combobox takes its place: its text, caret, and whether the visitor is in it. */
export interface PlainFieldHandoff {
  value: string
  caret: number | null
  focused: boolean
}
