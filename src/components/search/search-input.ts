import { SEARCH_QUERY_MAX_LENGTH } from '../../model/site-search'

/** The header search field's own attributes, the same before and after it becomes the combobox (issue 45). */
export function searchInputAttributes(id: string, placeholder: string) {
  return { id, type: 'search', name: 'q', maxLength: SEARCH_QUERY_MAX_LENGTH, placeholder, autoComplete: 'off', className: 'header-search__input' } as const
}
