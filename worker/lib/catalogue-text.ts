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

/** A code in words: the message `prefix.code` in `language`, or the code itself where there is none (an old value). */
export function codeText(language: Language, prefix: string, code: string): string {
  const key = `${prefix}.${code}`
  return key in CATALOGUES[DEFAULT_LANGUAGE] ? catalogueText(language, key) : code
}
