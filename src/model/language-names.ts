import type { Language } from './languages'

/**
 * Native names of the catalogue languages, served while the database's `languages` cannot be read (I18N-05: the
 * list normally comes from there).
 */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  ru: 'Русский',
  en: 'English',
  ky: 'Кыргызча',
}
