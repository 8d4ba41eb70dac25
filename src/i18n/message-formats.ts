import { createFormatters, createIntlCache, type Formatters } from '@formatjs/intl'
import type { IntlMessageFormat } from 'intl-messageformat'

/**
 * formatjs's formatters, with each message's compiled format kept by the message itself and its language, and the
 * plural rules and plain number formats a message uses by their language. formatjs memoizes all of them by a
 * `JSON.stringify` of every argument (the message's text or syntax tree, the language, the formats, the options) at
 * each call: on the server every text of a page went through that, about a millisecond of a home page's render, and
 * in the browser every message with a value (issue 43.3).
 *
 * A message's key leaves the formats and options out, which holds for the app's one caller (createAppIntl): it gives
 * formatjs no formats, time zone or options of its own, so they are the same at every call. A message's text (the
 * Worker's catalogue) or its parsed tree (the browser's, precompiled-messages-plugin.ts) identifies it. Number formats
 * with options of their own (a message's `{n, number, percent}`) keep formatjs's memo.
 */
export function createMessageFormatters(): Formatters {
  const formatters = createFormatters(createIntlCache())
  const byText = new Map<string, Map<string, IntlMessageFormat>>()
  const byTree = new WeakMap<object, Map<string, IntlMessageFormat>>()
  const getMessageFormat: Formatters['getMessageFormat'] = (message, locales, formats, options) => {
    const perLanguage =
      typeof message === 'string' ? kept(byText, message, () => new Map()) : kept(byTree, message, () => new Map<string, IntlMessageFormat>())
    return kept(perLanguage, String(locales), () => formatters.getMessageFormat(message, locales, formats, options))
  }
  const pluralRules = new Map<string, Intl.PluralRules>()
  const getPluralRules: Formatters['getPluralRules'] = (locales, options) =>
    options && Object.keys(options).some((name) => name !== 'type')
      ? formatters.getPluralRules(locales, options)
      : kept(pluralRules, `${String(locales)} ${options?.type ?? 'cardinal'}`, () => formatters.getPluralRules(locales, options))
  const numberFormats = new Map<string, Intl.NumberFormat>()
  const getNumberFormat: Formatters['getNumberFormat'] = (locales, options) =>
    options !== undefined ? formatters.getNumberFormat(locales, options) : kept(numberFormats, String(locales), () => formatters.getNumberFormat(locales))
  return { ...formatters, getMessageFormat, getPluralRules, getNumberFormat }
}

/** The value `store` keeps under `key`, made and kept first when there is none. */
function kept<Key, Value>(store: { get(key: Key): Value | undefined; set(key: Key, value: Value): unknown }, key: Key, make: () => Value): Value {
  let value = store.get(key)
  if (value === undefined) store.set(key, (value = make()))
  return value
}
