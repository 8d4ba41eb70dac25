import { insertMissing, type SqlValue } from './sql.ts'

export type Lang = 'ru' | 'en' | 'ky'

export const LANGS: Lang[] = ['ru', 'en', 'ky']

/** A text of the seed: Russian and English always, Kyrgyz where there is one (the ru fallback shows otherwise). */
export type Text = Partial<Record<Lang, string>> & { ru: string; en: string }

/** One row a language that `text` has. */
export function perLanguage<T extends Record<string, SqlValue>>(text: Partial<Record<Lang, unknown>>, make: (language: Lang) => T): T[] {
  return LANGS.filter((language) => text[language] !== undefined).map(make)
}

/** I18N-05, OQ-01: the three routable languages. A fourth is a row here plus a catalogue in locales/. */
export function seedLanguages(): string[] {
  return insertMissing('languages', [
    { id: 1, language_code: 'ru', name: 'Russian', name_in_native_language: 'Русский', icon: '/flags/ru.svg', position: 1 },
    { id: 2, language_code: 'en', name: 'English', name_in_native_language: 'English', icon: '/flags/en.svg', position: 2 },
    { id: 3, language_code: 'ky', name: 'Kyrgyz', name_in_native_language: 'Кыргызча', icon: '/flags/ky.svg', position: 3 },
  ])
}
