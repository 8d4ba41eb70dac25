/** Routable interface languages (I18N-01, OQ-01). ru is the default and has no URL prefix. */
export const LANGUAGES = ['ru', 'en', 'ky'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'ru'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The path prefix of a language: '' for the default language, '/en' for English. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`
}

/** Splits a pathname into its language and the path without the prefix. */
export function splitLanguage(pathname: string): { language: Language; rest: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)
  if (match && isLanguage(match[1]) && match[1] !== DEFAULT_LANGUAGE) {
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
