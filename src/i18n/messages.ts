import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { Language } from '../model/languages'

/**
 * Flat ICU message catalogue: keys as the spec names them (forms.errors.required, …). The Worker reads the
 * strings; the browser build gets them already parsed (worker/tools/precompiled-messages-plugin.ts).
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>

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
