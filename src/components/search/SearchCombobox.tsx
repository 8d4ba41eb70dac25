import { Suspense, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import { useT } from '../../i18n/intl'
import { searchHitsInOrder } from '../../model/site-search'
import { searchInputAttributes, type PlainFieldHandoff } from './search-input'
import { lazyPart } from '../lazy-part'
import { useSiteSearch } from './use-site-search'

const SearchSuggestions = lazyPart(() => import('./SearchSuggestions').then((module) => module.SearchSuggestions))

interface SearchComboboxProps {
  inputId: string
  /** The plain field this replaces, read in the commit that replaces it (typed while this loaded). */
  handoff: () => PlainFieldHandoff
}

/**
 * The header search's field once the visitor uses it (issue 45): an ARIA combobox (listbox, active descendant, arrows,
 * Enter, Escape, the count in a live region) over machines/site-search.machine.ts. It takes the plain field's place
 * and focus on the first focus, so none of this loads with the page.
 */
export function SearchCombobox({ inputId, handoff }: SearchComboboxProps) {
  const t = useT()
  const { snapshot, send, sendIfStarted } = useSiteSearch()
  const inputRef = useRef<HTMLInputElement>(null)
  const listId = useId()
  const optionId = (index: number) => `${listId}-option-${index}`
  const state = snapshot?.value
  const answer = snapshot?.context.answer ?? null
  const active = snapshot?.context.active ?? -1
  const hits = searchHitsInOrder(answer)
  const expanded = state === 'open' && hits.length > 0

  // In the commit that swaps the fields, before the browser handles another key (a later effect could lose one).
  useLayoutEffect(() => {
    const input = inputRef.current
    if (!input) return
    const { value, caret, focused } = handoff()
    input.value = value
    if (focused) {
      input.focus()
      input.setSelectionRange(caret ?? value.length, caret ?? value.length)
    }
    send({ type: 'input', value })
  }, [handoff, send])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      send({ type: event.key === 'ArrowDown' ? 'next' : 'previous' })
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      send({ type: 'pick' })
    } else if (event.key === 'Escape') {
      sendIfStarted({ type: 'close' })
    }
  }

  const emptyList = <ul id={listId} role="listbox" hidden aria-label={t('search.suggestions')} />
  const announcement =
    state === 'open' ? (hits.length > 0 ? t('search.announce.count', { count: hits.length }) : t('search.announce.none')) : state === 'failed' ? t('search.announce.failed') : ''

  return (
    <>
      <input
        ref={inputRef}
        {...searchInputAttributes(inputId, t('search.placeholder'))}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onFocus={() => send({ type: 'focus' })}
        // Leaving the field closes the list (the focus goes on, e.g. to the submit button on Tab).
        onBlur={() => sendIfStarted({ type: 'close' })}
        onChange={(event) => send({ type: 'input', value: event.target.value })}
        onKeyDown={onKeyDown}
      />
      {expanded && answer ? (
        // While the suggestions' code loads, the empty list stays: the field's aria-controls always names a list.
        <Suspense fallback={emptyList}>
          <SearchSuggestions id={listId} answer={answer} active={active} optionId={optionId} onChoose={(index) => send({ type: 'choose', index })} />
        </Suspense>
      ) : (
        emptyList
      )}
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
    </>
  )
}
