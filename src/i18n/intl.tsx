import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl'
import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { MessageStore } from './message-store'
import type { Language } from '../model/languages'
import type { Messages } from './messages'

const cache = createIntlCache()

/**
 * formatjs with per-locale plural rules (I18N-07, OQ-37). Missing keys fall back to the key itself, and
 * `onMissingMessage` hears of them: in the browser, whose catalogue starts with the page's own messages, a text
 * the server did not render completes the catalogue (src/i18n/message-store.ts), and the page renders again.
 */
export function createAppIntl(language: Language, messages: Messages, onMissingMessage?: () => void): IntlShape<string> {
  return createIntl(
    {
      locale: language,
      defaultLocale: 'ru',
      messages,
      onError: (error) => {
        if (error.code === 'MISSING_TRANSLATION') onMissingMessage?.()
        // MISSING_DATA: a runtime without Kyrgyz number data; plural forms come from the message itself.
        else if (error.code !== 'MISSING_DATA') console.error(error)
      },
    },
    cache,
  )
}

const IntlContext = createContext<IntlShape<string> | null>(null)

export function IntlProvider({ intl, children }: { intl: IntlShape<string>; children: ReactNode }) {
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>
}

/**
 * The intl object to provide: once the message store completes its catalogue, and only if some text was missing
 * meanwhile (shown as its key), a new object (same formatters, same catalogue), so everything that translates renders
 * again with every message. Otherwise every text on screen is already right, and the whole page is not rendered again
 * at the visitor's first touch, when the catalogue completes (a phone's main thread was busy with it as the first tap
 * came: issue 43.3). That render is a transition: a part of the page still waiting for its code (HydrateWhenNear.tsx,
 * a lazy part) stays the server's HTML and hydrates when its code is there, where an urgent render would throw it
 * away and render it anew, a click held on it lost.
 */
export function useCompletedIntl(intl: IntlShape<string>, store: MessageStore | undefined): IntlShape<string> {
  const [complete, setComplete] = useState(() => store?.isComplete() ?? true)
  useEffect(() => {
    if (!store) return
    const update = () => {
      if (store.isComplete() && store.hadMissing()) startTransition(() => setComplete(true))
    }
    update()
    return store.subscribe(update)
  }, [store])
  return useMemo(() => (complete ? { ...intl } : intl), [complete, intl])
}

export function useIntl(): IntlShape<string> {
  const intl = useContext(IntlContext)
  if (!intl) throw new Error('useIntl outside IntlProvider')
  return intl
}

/** `t('layout.menu.shop')`, `t('reviews.count', {count})`. */
export function useT() {
  const intl = useIntl()
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values) as string
}
