import { DEFAULT_INTL_CONFIG, formatMessage, type IntlShape, type MessageDescriptor } from '@formatjs/intl'
import type { PrimitiveType } from 'intl-messageformat'
import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { createMessageFormatters } from './message-formats'
import type { MessageStore } from './message-store'
import type { Language } from '../model/languages'
import type { Messages } from './messages'

const formatters = createMessageFormatters()

/**
 * What the app uses of formatjs's intl object: its language, its catalogue and the formatting of its messages. Made
 * with formatjs's own `formatMessage` rather than `createIntl`, whose date, number, list and display-name
 * formatters nothing here calls and every page's JavaScript carried (issue 43.3); dates and money have their own
 * formatting (format.ts, src/model/format-money.ts).
 */
export type AppIntl = Pick<IntlShape<string>, 'locale' | 'messages' | 'formatMessage'>

/**
 * formatjs with per-locale plural rules (I18N-07, OQ-37). Missing keys fall back to the key itself, and
 * `onMissingMessage` hears of them: in the browser, whose catalogue starts with the page's own messages, a text
 * the server did not render completes the catalogue (src/i18n/message-store.ts), and the page renders again.
 * The catalogue is read at each call: one completed in place is used at once.
 */
export function createAppIntl(language: Language, messages: Messages, onMissingMessage?: () => void): AppIntl {
  const config = {
    ...DEFAULT_INTL_CONFIG,
    locale: language,
    defaultLocale: 'ru',
    messages,
    onError: (error: { code: string }) => {
      if (error.code === 'MISSING_TRANSLATION') onMissingMessage?.()
      // MISSING_DATA: a runtime without Kyrgyz number data; plural forms come from the message itself.
      else if (error.code !== 'MISSING_DATA') console.error(error)
    },
  }
  return {
    locale: language,
    messages,
    formatMessage: ((descriptor: MessageDescriptor, values?: Record<string, PrimitiveType>) => formatMessage(config, formatters, descriptor, values)) as AppIntl['formatMessage'],
  }
}

const IntlContext = createContext<AppIntl | null>(null)

export function IntlProvider({ intl, children }: { intl: AppIntl; children: ReactNode }) {
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
export function useCompletedIntl(intl: AppIntl, store: MessageStore | undefined): AppIntl {
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

export function useIntl(): AppIntl {
  const intl = useContext(IntlContext)
  if (!intl) throw new Error('useIntl outside IntlProvider')
  return intl
}

/** `t('layout.menu.shop')`, `t('reviews.count', {count})`. */
export function useT() {
  const intl = useIntl()
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values) as string
}
