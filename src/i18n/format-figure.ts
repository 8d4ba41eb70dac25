import type { Language } from '../model/languages'

/** Browsers ship without Kyrgyz number data (Chromium writes "1,500"); CLDR's Kyrgyz grouping and decimals are Russian's. */
const NUMBER_LOCALES: Record<Language, string> = { ru: 'ru', en: 'en', ky: 'ru' }

/** A figure as the page prints it, the same on the server and in every browser (no hydration mismatch). */
export function formatFigure(language: Language, value: number, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits }).format(value)
}
