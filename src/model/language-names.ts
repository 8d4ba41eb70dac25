import type { Language } from './languages'

/**
 * Native names of the routable languages, used by the language switch when the API's `languages` list could not
 * be loaded (I18N-05: the list normally comes from the API).
 */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  ru: 'Русский',
  en: 'English',
  ky: 'Кыргызча',
}
