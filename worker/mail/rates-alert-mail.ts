/** The managers' mail when a central bank's rates could not be fetched (BE-03, issue 42): yesterday's rates stay. */
import { html } from 'hono/html'
import { RATE_SOURCE_OF, type FedCurrency, type RateFailure } from '../../src/model/exchange-rates'
import type { Language } from '../../src/model/languages'
import type { OutboxMessage } from '../db/outbox'
import { codeText } from '../lib/catalogue-text'
import { mailDocument } from './layout'

interface AlertTexts {
  subject: (day: string) => string
  intro: string
  kept: string
  desk: string
}

const TEXTS: Record<Language, AlertTexts> = {
  ru: {
    subject: (day) => `Курсы валют на ${day} не обновились`,
    intro: 'Не удалось получить курсы центральных банков:',
    kept: 'На сайте остаются вчерашние курсы этих валют. Можно повторить загрузку или задать курс вручную:',
    desk: 'Курсы валют в панели',
  },
  en: {
    subject: (day) => `Exchange rates for ${day} were not updated`,
    intro: 'The central banks’ rates could not be fetched:',
    kept: 'The site keeps yesterday’s rates of these currencies. Fetch again or set a rate by hand:',
    desk: 'Exchange rates on the desk',
  },
  ky: {
    subject: (day) => `${day} күнкү валюта курстары жаңырган жок`,
    intro: 'Борбордук банктардын курстарын алуу мүмкүн болгон жок:',
    kept: 'Сайтта бул валюталардын кечээки курстары калат. Кайра жүктөп же курсту кол менен коюуга болот:',
    desk: 'Панелдеги валюта курстары',
  },
}

export const RATES_ALERT_KIND = 'rates_fetch_failed'

/** One message for the day's failures, however many currencies failed and however often the run retried. */
export async function ratesAlertMail(day: string, failures: Array<{ currency: FedCurrency; error: RateFailure }>, deskUrl: string, language: Language): Promise<OutboxMessage> {
  const t = TEXTS[language]
  // In the desk's words (`RUB: Банк России не ответил`); the technical detail is in the Worker's log.
  const lines = failures.map(({ currency, error }) => `${currency}: ${codeText(language, 'admin.rates.source', RATE_SOURCE_OF[currency])} ${codeText(language, 'admin.rates.failure', error)}`)
  const subject = t.subject(day)
  const text = [t.intro, '', ...lines, '', t.kept, deskUrl].join('\n')
  const body = await mailDocument(language, subject, html`<p>${t.intro}</p><ul>${lines.map((line) => html`<li>${line}</li>`)}</ul><p>${t.kept}</p><p><a href="${deskUrl}">${t.desk}</a></p>`)
  return { kind: RATES_ALERT_KIND, cause: `exchange-rates:${day}`, channel: 'managers', recipient: '', language, subject, text, html: body, holdsSecret: false }
}
