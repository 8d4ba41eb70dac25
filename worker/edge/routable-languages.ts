import type { LanguageEntity } from '../../src/model/api'
import { LANGUAGE_NATIVE_NAMES } from '../../src/model/language-names'
import { LANGUAGES, type Language } from '../../src/model/languages'
import { readRoutableLanguages } from '../db/languages'

/** How long an isolate trusts its copy of the list: a language (de)activated in D1 is routed within this time. */
export const ROUTABLE_LANGUAGES_TTL_MS = 30_000

/** What the site serves while the database cannot be read: every language that has a catalogue. */
const CATALOGUE_LANGUAGES: readonly LanguageEntity[] = LANGUAGES.map((code, index) => ({
  id: index + 1,
  language_code: code,
  name: LANGUAGE_NATIVE_NAMES[code],
  name_in_native_language: LANGUAGE_NATIVE_NAMES[code],
  icon: '',
}))

// The list itself, never a pending read: workerd forbids one request to await I/O started by another.
let cached: { list: readonly LanguageEntity[]; expires: number } | undefined

/**
 * The one answer to "which languages are routable now" for the edge, the router, the switch, hreflang, the
 * sitemap and the API's `language` check: D1's list, kept by the isolate for the TTL; a failed read is logged,
 * not kept, and the catalogue languages are served meanwhile.
 */
export async function routableLanguages(db: D1Database): Promise<readonly LanguageEntity[]> {
  if (cached && Date.now() < cached.expires) return cached.list
  try {
    const list = await readRoutableLanguages(db)
    cached = { list, expires: Date.now() + ROUTABLE_LANGUAGES_TTL_MS }
    return list
  } catch (error) {
    console.error('languages could not be read; serving the catalogue languages', error)
    return CATALOGUE_LANGUAGES
  }
}

/** The codes of `routableLanguages`, for what routes and lists addresses. */
export async function routableLanguageCodes(db: D1Database): Promise<Language[]> {
  return (await routableLanguages(db)).map((row) => row.language_code)
}
