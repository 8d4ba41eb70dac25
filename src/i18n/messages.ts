import type { Language } from '../model/languages'

/** Flat ICU message catalogue: keys as the spec names them (forms.errors.required, …). */
export type Messages = Record<string, string>

/** Loads one language's catalogue; the bundler gives each language its own chunk. */
export async function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'en':
      return (await import('../../locales/en.json')).default
    case 'ky':
      return (await import('../../locales/ky.json')).default
    default:
      return (await import('../../locales/ru.json')).default
  }
}
