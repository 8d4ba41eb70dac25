import { seedExchangeRates } from './exchange-rates.ts'
import { seedForms } from './forms.ts'
import { seedLanguages } from './languages.ts'
import { seedPages } from './pages.ts'
import { createRandom } from './random.ts'
import { seedProfileTexts } from './site-profile.ts'

/**
 * The reference data a real site needs and the demo content builds on (issue 39.11): the routable languages, the
 * first exchange rates of the five currencies, the forms, the site profile's texts and the legal pages, and nothing of
 * the demo catalogue. Every statement skips rows already there, so `npm run db:reference` can run again on a live D1.
 */
export function referenceStatements(): string[] {
  return [...seedLanguages(), ...seedExchangeRates(), ...seedForms(createRandom(6)), ...seedProfileTexts(), ...seedPages()]
}

export function buildReference(): string {
  return referenceStatements().join('\n') + '\n'
}
