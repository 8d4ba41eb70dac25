/**
 * The pages a subscription mail links to (BE-28, OQ-07): opening the confirmation link confirms the address once;
 * the unsubscribe link ends the subscription without an account. Server-rendered in the subscriber's language
 * (an unknown token: the `lang` query's or ru), never cached, never indexed.
 */
import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { SUBSCRIPTION_PATHS } from '../../src/model/entities/leads'
import { DEFAULT_LANGUAGE, isLanguage, localizePath, type Language } from '../../src/model/languages'
import { siteIconLinksHtml } from '../../src/model/site-icons'
import { tokenHash } from '../lib/token-hash'
import { confirmSubscription, unsubscribe } from '../db/subscribers'
import type { AppEnv } from '../env'
import { SUBSCRIPTION_PAGE_TEXTS, type SubscriptionOutcome } from './subscription-page-texts'

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1d1d1f;margin:0;display:flex;justify-content:center}
main{background:#fff;margin:48px 16px;padding:32px;border-radius:12px;max-width:480px;width:100%;box-shadow:0 2px 12px #0001}
h1{font-size:24px;margin:0 0 12px}p{line-height:1.5}a{color:#0b57d0}`

async function resultPage(language: Language, outcome: SubscriptionOutcome): Promise<string> {
  const texts = SUBSCRIPTION_PAGE_TEXTS[language]
  const [title, text] = texts[outcome]
  return String(
    await html`<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${siteIconLinksHtml()}<title>${title}</title><style>${STYLE}</style></head>
<body><main data-outcome="${outcome}"><h1>${title}</h1><p>${text}</p><p><a href="${localizePath('/', language)}">${texts.home}</a></p></main></body></html>`,
  )
}

type Act = (db: D1Database, hash: string, now: number) => Promise<Language | null>

function subscriptionPage(act: Act, done: SubscriptionOutcome, invalid: SubscriptionOutcome) {
  return async (c: Context<AppEnv>) => {
    const token = c.req.query('token') ?? ''
    const asked = c.req.query('lang')
    const language = /^[A-Za-z0-9_-]{16,64}$/.test(token) ? await act(c.env.DB, await tokenHash(token), Date.now()) : null
    c.header('Cache-Control', 'private, no-store')
    c.header('Referrer-Policy', 'no-referrer')
    if (language) return c.html(await resultPage(language, done))
    return c.html(await resultPage(isLanguage(asked) ? asked : DEFAULT_LANGUAGE, invalid), 404)
  }
}

export const subscriptionPages = new Hono<AppEnv>()
  .get(SUBSCRIPTION_PATHS.confirm, subscriptionPage(confirmSubscription, 'confirmed', 'confirmInvalid'))
  .get(SUBSCRIPTION_PATHS.unsubscribe, subscriptionPage(unsubscribe, 'unsubscribed', 'unsubscribeInvalid'))
