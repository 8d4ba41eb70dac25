/**
 * The languages the interface has a catalogue for (locales/*.json): what the code can render. Which of them are
 * routable now is data (the active rows of D1's `languages`, see `routableOnly`). ru is the default, without prefix.
 */
export const LANGUAGES = ['ru', 'en', 'ky'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'ru'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** OQ-01: the routable languages are the active ones (in their order) that have a catalogue. */
export function routableOnly<Row extends { language_code: string }>(active: readonly Row[]): Array<Row & { language_code: Language }> {
  return active.filter((row): row is Row & { language_code: Language } => isLanguage(row.language_code))
}

/** The path prefix of a language: '' for the default language, '/en' for English. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`
}

/** Splits a pathname into its language (one of `routable`) and the path without the prefix. */
export function splitLanguage(
  pathname: string,
  routable: readonly Language[] = LANGUAGES,
): { language: Language; rest: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)
  if (match && isLanguage(match[1]) && match[1] !== DEFAULT_LANGUAGE && routable.includes(match[1])) {
    return { language: match[1], rest: pathname.slice(3) || '/' }
  }
  return { language: DEFAULT_LANGUAGE, rest: pathname }
}

/** The same page in another language (I18N-03). */
export function localizePath(pathname: string, language: Language): string {
  const { rest } = splitLanguage(pathname)
  const prefix = languagePrefix(language)
  if (rest === '/') return prefix || '/'
  return `${prefix}${rest}`
}

/** The same page in another language with the same query string (I18N-03). */
export function languageHref(pathname: string, search: string, language: Language): string {
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`
  return `${localizePath(pathname, language)}${query}`
}
