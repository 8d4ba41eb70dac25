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
    const language = String(locales)
    let perLanguage = typeof message === 'string' ? byText.get(message) : byTree.get(message)
    if (!perLanguage) {
      perLanguage = new Map()
      if (typeof message === 'string') byText.set(message, perLanguage)
      else byTree.set(message, perLanguage)
    }
    let format = perLanguage.get(language)
    if (!format) perLanguage.set(language, (format = formatters.getMessageFormat(message, locales, formats, options)))
    return format
  }
  const pluralRules = new Map<string, Intl.PluralRules>()
  const getPluralRules: Formatters['getPluralRules'] = (locales, options) => {
    const key = `${String(locales)} ${options?.type ?? 'cardinal'}`
    if (options && Object.keys(options).some((name) => name !== 'type')) return formatters.getPluralRules(locales, options)
    let rules = pluralRules.get(key)
    if (!rules) pluralRules.set(key, (rules = formatters.getPluralRules(locales, options)))
    return rules
  }
  const numberFormats = new Map<string, Intl.NumberFormat>()
  const getNumberFormat: Formatters['getNumberFormat'] = (locales, options) => {
    if (options !== undefined) return formatters.getNumberFormat(locales, options)
    const key = String(locales)
    let numbers = numberFormats.get(key)
    if (!numbers) numberFormats.set(key, (numbers = formatters.getNumberFormat(locales)))
    return numbers
  }
  return { ...formatters, getMessageFormat, getPluralRules, getNumberFormat }
}
