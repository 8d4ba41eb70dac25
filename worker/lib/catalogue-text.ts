/** A message of the site's catalogues (locales/*.json) as it is written, for what the Worker words itself; ru where a language lacks it. */
import en from '../../locales/en.json'
import ky from '../../locales/ky.json'
import ru from '../../locales/ru.json'
import { DEFAULT_LANGUAGE, type Language } from '../../src/model/languages'

const CATALOGUES: Record<Language, Record<string, string>> = { ru, en, ky }

/** The message `key` in `language` (ru, then the key itself, when missing). Placeholders are not filled: keep to plain messages. */
export function catalogueText(language: Language, key: string): string {
  return CATALOGUES[language][key] ?? CATALOGUES[DEFAULT_LANGUAGE][key] ?? key
}

/** Whether the catalogues have `key` (a message for a code, where an unknown code is shown as it is). */
export function hasCatalogueText(key: string): boolean {
  return key in CATALOGUES[DEFAULT_LANGUAGE]
}
