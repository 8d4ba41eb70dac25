/**
 * PAY-09, BE-31: a payment method's title and description in a language, from the site's catalogues (locales/*.json,
 * `payment.method.{METHOD}.title` and `.text`), the one place these texts are written; ru where a language lacks one.
 */
import en from '../../locales/en.json'
import ky from '../../locales/ky.json'
import ru from '../../locales/ru.json'
import { DEFAULT_LANGUAGE, type Language } from '../../src/model/languages'
import type { PaymentMethod } from '../../src/model/payments'

const CATALOGUES: Record<Language, Record<string, string>> = { ru, en, ky }

function text(language: Language, key: string): string {
  return CATALOGUES[language][key] ?? CATALOGUES[DEFAULT_LANGUAGE][key] ?? key
}

export function paymentMethodTexts(method: PaymentMethod, language: Language): { title: string; description: string } {
  return { title: text(language, `payment.method.${method}.title`), description: text(language, `payment.method.${method}.text`) }
}
