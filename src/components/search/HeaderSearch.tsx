import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useT } from '../../i18n/intl'
import { SearchIcon } from '../layout/icons'
import { useLocalizedPath } from '../layout/use-language'
import { lazyPart } from '../lazy-part'
import { searchInputAttributes } from './search-input'

const SearchCombobox = lazyPart(() => import('./SearchCombobox').then((module) => module.SearchCombobox))

/** `/` (outside a field) or Ctrl/⌘-K focuses the header search. */
function isSearchShortcut(event: globalThis.KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true
  const target = event.target as HTMLElement | null
  const typing = target?.closest('input, textarea, select, [contenteditable="true"]')
  return event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey
}

/**
 * The header search (issue 45): a GET form to /search that works before any script, a field under the bar opened by
 * an icon on phones (and by `/` or Ctrl/⌘-K). On the first focus the field becomes the suggestions combobox
 * (SearchCombobox), whose code, machine and xstate load only then.
 */
export function HeaderSearch() {
  const t = useT()
  const localize = useLocalizedPath()
  const [opened, setOpened] = useState(false)
  const [enhanced, setEnhanced] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const valueRef = useRef('')
  const inputId = useId()
  const readValue = useCallback(() => valueRef.current, [])
  const close = useCallback(() => setOpened(false), [])

  const open = () => {
    flushSync(() => setOpened(true))
    ;(document.getElementById(inputId) as HTMLInputElement | null)?.focus()
  }

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      open()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  })

  const plain = (
    <input
      ref={inputRef}
      {...searchInputAttributes(inputId, t('search.placeholder'))}
      onFocus={() => setEnhanced(true)}
      onInput={(event) => (valueRef.current = event.currentTarget.value)}
    />
  )

  return (
    <form role="search" aria-label={t('search.label')} method="get" action={localize('/search')} className={`header-search${opened ? ' header-search--opened' : ''}`}>
      <a
        href={localize('/search')}
        className="header-search__toggle"
        aria-label={t('search.open')}
        onClick={(event) => {
          event.preventDefault()
          open()
        }}
      >
        <SearchIcon />
      </a>
      <div className="header-search__field">
        <label className="visually-hidden" htmlFor={inputId}>
          {t('search.label')}
        </label>
        {enhanced ? (
          <Suspense fallback={plain}>
            <SearchCombobox inputId={inputId} readValue={readValue} onEmptyBlur={close} />
          </Suspense>
        ) : (
          plain
        )}
        <button type="submit" className="header-search__submit" aria-label={t('search.submit')}>
          <SearchIcon />
        </button>
      </div>
    </form>
  )
}
