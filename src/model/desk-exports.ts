/** The desk's CSV exports (issue 41): each is written in the language of the desk page its link is on. */
import type { Language } from './languages'

/** An export's language: its headers and words (ru when absent). */
export interface DeskExportQuery {
  language?: Language
}

/** An export link: its path, the page's filter (a query string, with or without `?`) and the page's language. */
export function deskExportHref(path: string, filter: string, language: Language): string {
  const params = new URLSearchParams(filter)
  params.set('language', language)
  return `${path}?${params.toString()}`
}
