import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { useT } from '../../i18n/intl'
import { SEARCH_QUERY_MAX_LENGTH, searchHitsInOrder } from '../../model/site-search'
import { SearchIcon } from '../layout/icons'
import { useLocalizedPath } from '../layout/use-language'
import { lazyPart } from '../lazy-part'
import { useSiteSearch } from './use-site-search'

const SearchSuggestions = lazyPart(() => import('./SearchSuggestions').then((module) => module.SearchSuggestions))

/** `/` (outside a field) or Ctrl/⌘-K focuses the header search. */
function isSearchShortcut(event: globalThis.KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true
  const target = event.target as HTMLElement | null
  const typing = target?.closest('input, textarea, select, [contenteditable="true"]')
  return event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey
}

/**
 * The header search (issue 45): a GET form to /search that works before any script, a field on wide screens and an
 * icon opening it on phones; with script, suggestions while typing as an ARIA combobox (listbox, active descendant,
 * arrows, Enter, Escape, the count in a live region). The machine and the list load on the first focus or key.
 */
export function HeaderSearch() {
  const t = useT()
  const localize = useLocalizedPath()
  const { snapshot, send, sendIfStarted, start } = useSiteSearch()
  const [opened, setOpened] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const listId = useId()
  const optionId = (index: number) => `${listId}-option-${index}`
  const state = snapshot?.value
  const answer = snapshot?.context.answer ?? null
  const active = snapshot?.context.active ?? -1
  const hits = searchHitsInOrder(answer)
  const expanded = state === 'open' && hits.length > 0

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      // The field shows (it is hidden under the bar until opened) before it takes the focus.
      flushSync(() => setOpened(true))
      inputRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

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

  const announcement =
    state === 'open' ? (hits.length > 0 ? t('search.announce.count', { count: hits.length }) : t('search.announce.none')) : state === 'failed' ? t('search.announce.failed') : ''

  return (
    <form role="search" aria-label={t('search.label')} method="get" action={localize('/search')} className={`header-search${opened ? ' header-search--opened' : ''}`}>
      <a
        href={localize('/search')}
        className="header-search__toggle"
        aria-label={t('search.open')}
        onClick={(event) => {
          event.preventDefault()
          flushSync(() => setOpened(true))
          inputRef.current?.focus()
        }}
      >
        <SearchIcon />
      </a>
      <div className="header-search__field">
        <label className="visually-hidden" htmlFor={`${listId}-input`}>
          {t('search.label')}
        </label>
        <input
          ref={inputRef}
          id={`${listId}-input`}
          type="search"
          name="q"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          className="header-search__input"
          onFocus={() => (snapshot ? send({ type: 'focus' }) : start())}
          onBlur={(event) => {
            sendIfStarted({ type: 'close' })
            if (!event.target.value) setOpened(false)
          }}
          onChange={(event) => send({ type: 'input', value: event.target.value })}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="header-search__submit" aria-label={t('search.submit')}>
          <SearchIcon />
        </button>
        {expanded && answer ? (
          <Suspense fallback={null}>
            <SearchSuggestions id={listId} answer={answer} active={active} optionId={optionId} onChoose={(index) => send({ type: 'choose', index })} />
          </Suspense>
        ) : (
          <ul id={listId} role="listbox" hidden aria-label={t('search.suggestions')} />
        )}
        <p className="visually-hidden" aria-live="polite" role="status">
          {announcement}
        </p>
      </div>
    </form>
  )
}
