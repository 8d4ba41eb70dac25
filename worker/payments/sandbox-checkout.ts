/**
 * The sandbox's checkout page (BE-13): plain HTML from the Worker, no script (CSP: forms post to 'self'), in the
 * order's language. 'Pay' and 'Decline' are POST forms; the decision notifies the site through the same callback
 * path a real provider uses, then the visitor goes back to the return URL (paid) or the fail URL (declined).
 */
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { route } from '../lib/route'
import type { Context } from 'hono'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../src/model/languages'
import { findSandboxInvoice, type SandboxInvoiceRow } from '../db/payments'
import type { AppEnv } from '../env'
import { kickOutbox } from '../mail/kick'
import { receiveNotification } from './notifications'
import { escapeHtml, formatAmount, providerPage } from './provider-page'
import { paymentProviders } from './registry'
import { SANDBOX_CHECKOUT_PATH, sandboxNotification } from './sandbox'
import { SANDBOX_TEXTS, type SandboxTexts } from './sandbox-texts'

function page(language: Language, texts: SandboxTexts, content: string): string {
  return providerPage(language, texts.title, content)
}

function checkoutHtml(invoice: SandboxInvoiceRow): string {
  const language = isLanguage(invoice.language) ? invoice.language : DEFAULT_LANGUAGE
  const texts = SANDBOX_TEXTS[language]
  const details = `<dl><dt>${escapeHtml(texts.amount)}</dt><dd data-amount>${escapeHtml(formatAmount(invoice.amount, invoice.currency))}</dd>
<dt>${escapeHtml(texts.description)}</dt><dd>${escapeHtml(invoice.description)}</dd></dl>`
  if (invoice.status !== 'pending') {
    const back = invoice.status === 'succeeded' ? invoice.return_url : invoice.return_fail_url
    const outcome = invoice.status === 'succeeded' ? texts.succeeded : texts.canceled
    return page(
      language,
      texts,
      `${details}<p>${escapeHtml(texts.decided)} ${escapeHtml(outcome)}</p><p><a href="${escapeHtml(back)}">${escapeHtml(texts.back)}</a></p>`,
    )
  }
  const action = (decision: 'pay' | 'decline') => `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(invoice.id)}/${decision}`
  return page(
    language,
    texts,
    `<p>${escapeHtml(texts.notice)}</p>${details}<div class="actions">
<form method="post" action="${action('pay')}"><button class="pay" type="submit">${escapeHtml(texts.pay)}</button></form>
<form method="post" action="${action('decline')}"><button class="decline" type="submit">${escapeHtml(texts.decline)}</button></form>
</div>`,
  )
}

function notFoundHtml(c: Context<AppEnv>) {
  const language = c.get('language') ?? DEFAULT_LANGUAGE
  const texts = SANDBOX_TEXTS[language]
  return c.html(page(language, texts, `<p>${escapeHtml(texts.notFound)}</p>`), 404)
}

async function decide(c: Context<AppEnv>, paid: boolean) {
  const sandbox = paymentProviders(c.env).sandbox
  const id = c.req.param('id') ?? ''
  const invoice = sandbox ? await findSandboxInvoice(c.env.DB, id) : null
  if (!sandbox || !invoice) return notFoundHtml(c)
  if (await sandbox.decide(id, paid)) {
    // Like a real provider: the site learns the outcome from the notification, not from the redirect.
    const result = await receiveNotification(c.env, 'sandbox', sandboxNotification(new URL(c.req.url).origin, id, paid))
    if (result.status !== 200) console.error('Sandbox notification failed', id, result)
    else if (result.outcome === 'applied') kickOutbox(c)
  }
  const decided = await findSandboxInvoice(c.env.DB, id)
  return c.redirect(decided?.status === 'succeeded' ? invoice.return_url : invoice.return_fail_url, 303)
}

/** GET and POST /api/client/sandbox-checkout/{id}[/pay|/decline]; 404 while the sandbox is off (live). */
export const sandboxCheckoutRoutes = {
  sandboxCheckout: route(ENDPOINTS.sandboxCheckout, {}, async (c, { params }) => {
    const invoice = paymentProviders(c.env).sandbox ? await findSandboxInvoice(c.env.DB, params.id) : null
    if (!invoice) return notFoundHtml(c)
    c.header('Cache-Control', 'private, no-store')
    return c.html(checkoutHtml(invoice))
  }),
  sandboxPay: route(ENDPOINTS.sandboxPay, {}, (c) => decide(c, true)),
  sandboxDecline: route(ENDPOINTS.sandboxDecline, {}, (c) => decide(c, false)),
}
