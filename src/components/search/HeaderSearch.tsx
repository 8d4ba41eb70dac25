import { startTransition, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useT } from '../../i18n/intl'
import { SearchIcon } from '../layout/icons'
import { useLocalizedPath } from '../layout/use-language'
import { lazyPart } from '../lazy-part'
import { searchInputAttributes, type PlainFieldHandoff } from './search-input'

const SearchCombobox = lazyPart(() => import('./SearchCombobox').then((module) => module.SearchCombobox))

/** `/` (outside a field) or Ctrl/⌘-K focuses the header search. */
function isSearchShortcut(event: globalThis.KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true
  const target = event.target as HTMLElement | null
  const typing = target?.closest('input, textarea, select, [contenteditable="true"]')
  return event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey
}

/**
 * The header search (issue 45): a GET form to /search that works before any script, a field in the bar from 992 px
 * and under the bar, opened by an icon, on phones (`/` or Ctrl/⌘-K focus it). On the first focus (or at hydration,
 * when the visitor is already in it) the field becomes the suggestions combobox (SearchCombobox), whose code,
 * machine and xstate load only then: in a transition, so the plain field keeps the focus and takes the keys until the
 * combobox replaces it and takes over its text, caret and focus in the same commit.
 */
export function HeaderSearch() {
  const t = useT()
  const localize = useLocalizedPath()
  const [opened, setOpened] = useState(false)
  const [enhanced, setEnhanced] = useState(false)
  const enhance = useCallback(() => startTransition(() => setEnhanced(true)), [])
  // What the plain field held as React removed it (ref cleanups run before the element leaves the page).
  const left = useRef<PlainFieldHandoff>({ value: '', caret: null, focused: false })
  const keepPlain = useCallback(
    (element: HTMLInputElement) => {
      // Focused (and perhaps typed into) before the page hydrated: become the combobox now. Checked as React attaches
      // the field, not in this component's effect: the field is in a Suspense boundary, which the server rendered and
      // which hydrates after this component's effects have run (the field was not attached yet then: a focus before
      // the app arrived went unseen, and the field stayed plain).
      if (element === document.activeElement) enhance()
      return () => {
        left.current = { value: element.value, caret: element.selectionStart, focused: element === document.activeElement }
      }
    },
    [enhance],
  )
  const inputId = useId()
  const handoff = useCallback(() => left.current, [])
  const panel = useRef<HTMLDivElement>(null)
  // Phones: the opened panel (field and submit button) stays while the focus moves within it, and closes when the
  // focus leaves it with the field empty. Checked once the focus has landed: the plain field's swap for the combobox
  // blurs the field before the combobox takes the focus in the same commit.
  const onPanelBlur = () => {
    setTimeout(() => {
      if (!panel.current || panel.current.contains(document.activeElement)) return
      if (!(document.getElementById(inputId) as HTMLInputElement | null)?.value) setOpened(false)
    })
  }

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
      ref={keepPlain}
      {...searchInputAttributes(inputId, t('search.placeholder'))}
      onFocus={enhance}
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
      <div ref={panel} className="header-search__field" onBlur={onPanelBlur}>
        <label className="visually-hidden" htmlFor={inputId}>
          {t('search.label')}
        </label>
        <Suspense fallback={plain}>{enhanced ? <SearchCombobox inputId={inputId} handoff={handoff} /> : plain}</Suspense>
        <button type="submit" className="header-search__submit" aria-label={t('search.submit')}>
          <SearchIcon />
        </button>
      </div>
    </form>
  )
}
