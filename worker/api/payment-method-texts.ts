/**
 * PAY-09, BE-31: a payment method's title and description in a language, from the site's catalogues (locales/*.json,
 * `payment.method.{METHOD}.title` and `.text`), the one place these texts are written; ru where a language lacks one.
 */
import type { Language } from '../../src/model/languages'
import type { PaymentMethod } from '../../src/model/payments'
import { catalogueText } from '../lib/catalogue-text'

export function paymentMethodTexts(method: PaymentMethod, language: Language): { title: string; description: string } {
  return { title: catalogueText(language, `payment.method.${method}.title`), description: catalogueText(language, `payment.method.${method}.text`) }
}
