/**
 * GET /api/client/uzum-payment/{id} (PAY-13, OQ-26): where an UZUM payment's invoice_url leads. Uzum documents no
 * payment page for its Merchant API (the customer pays in the Uzum Bank app), so this plain page, in the order's
 * language, gives what the app asks for: our serviceId and the payment's code (its uuid, the `account` of Uzum's
 * check and create), the amount, and the way back to the order, whose payment page then shows the outcome.
 * 404 while Uzum is not configured (never in a live configuration) or for a payment that is not an Uzum one.
 */
import type { Context } from 'hono'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { route } from '../lib/route'
import { findOrder } from '../db/orders'
import { findPaymentByProviderId } from '../db/payments'
import type { AppEnv } from '../env'
import { escapeHtml, formatAmount, providerPage } from './provider-page'
import { paymentProviders } from './registry'
import { UZUM_TEXTS } from './uzum-texts'

function notFoundHtml(c: Context<AppEnv>) {
  const texts = UZUM_TEXTS[c.get('language') ?? DEFAULT_LANGUAGE]
  return c.html(providerPage(c.get('language') ?? DEFAULT_LANGUAGE, texts.title, `<p>${escapeHtml(texts.notFound)}</p>`), 404)
}

export const uzumPayPageRoutes = {
  uzumPayPage: route(ENDPOINTS.uzumPayPage, {}, async (c, { params }) => {
    const uzum = paymentProviders(c.env).uzum
    const payment = uzum ? await findPaymentByProviderId(c.env.DB, uzum.name, params.id) : null
    if (!uzum || !payment) return notFoundHtml(c)
    const language = (await findOrder(c.env.DB, payment.order_kind, payment.order_uuid))?.language ?? DEFAULT_LANGUAGE
    const texts = UZUM_TEXTS[language]
    const details = `<dl><dt>${escapeHtml(texts.service)}</dt><dd data-service>${escapeHtml(uzum.config.serviceId)}</dd>
<dt>${escapeHtml(texts.code)}</dt><dd data-account>${escapeHtml(payment.uuid)}</dd>
<dt>${escapeHtml(texts.amount)}</dt><dd data-amount>${escapeHtml(formatAmount(payment.amount, payment.currency))}</dd></dl>`
    const steps = payment.status === 'PENDING' ? `<ol>${texts.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>` : `<p>${escapeHtml(texts.status)}</p>`
    c.header('Cache-Control', 'private, no-store')
    return c.html(providerPage(language, texts.title, `${steps}${details}<p><a href="${escapeHtml(payment.return_url)}">${escapeHtml(texts.back)}</a></p>`))
  }),
}
