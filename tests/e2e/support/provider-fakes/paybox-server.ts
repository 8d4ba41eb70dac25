/**
 * A fake PayBox on loopback for the end-to-end purchase (issue 29): init_payment.php, get_status3.php and revoke.php
 * as form POSTs checked for the merchant and pg_sig and answered in signed XML, and the payment page the visitor is
 * sent to (pg_redirect_url), whose pay and decline post PayBox's signed result call to pg_result_url first and then
 * send the browser to pg_success_url or pg_failure_url, as PayBox does. It stops when the tests close it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { fakeSignature, signedAnswer, signedResultCall, type PayboxFakeField } from './paybox-protocol'
import { serveOnLoopback } from './loopback-server'

export const E2E_PAYBOX = { merchantId: '552077', secretKey: 'e2e-paybox-secret' } as const

interface Payment {
  id: string
  form: Record<string, string>
  status: 'new' | 'success' | 'failed'
}

export interface FakePayboxServer {
  url: string
  /** The Worker's variables that send PAYBOX to this fake (testing mode: never live). */
  vars: Record<string, string>
  close(): Promise<void>
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

const PAGE = (payment: Payment) => `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>PayBox (test)</title>
<style>form { margin: 16px 0 } button { min-width: 48px; min-height: 48px; padding: 12px 24px }</style></head>
<body><main><h1>PayBox: оплата ${payment.form.pg_amount} ${payment.form.pg_currency}</h1>
<p>${payment.form.pg_description?.replace(/[<>&]/g, '')}</p>
<form method="post" action="/pay.html/pay?customer=${payment.id}"><button class="pay" type="submit">Оплатить</button></form>
<form method="post" action="/pay.html/decline?customer=${payment.id}"><button class="decline" type="submit">Отказаться</button></form>
</main></body></html>`

export async function startFakePaybox(): Promise<FakePayboxServer> {
  const payments = new Map<string, Payment>()
  let sequence = 9_100_000
  let origin = ''
  const xml = (response: ServerResponse, script: string, fields: PayboxFakeField[]) =>
    response.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' }).end(signedAnswer(script, fields, E2E_PAYBOX.secretKey))

  /** PayBox's result call, then the browser on to the shop's return address. */
  async function settle(payment: Payment, status: 'success' | 'failed', response: ServerResponse) {
    payment.status = status
    const { pg_result_url: resultUrl, pg_success_url: success, pg_failure_url: failure, ...form } = payment.form
    const call = signedResultCall(
      resultUrl!,
      {
        pg_order_id: form.pg_order_id!,
        pg_payment_id: payment.id,
        pg_merchant_id: E2E_PAYBOX.merchantId,
        pg_amount: form.pg_amount!,
        pg_currency: form.pg_currency!,
        pg_result: status === 'success' ? '1' : '0',
        pg_can_reject: '1',
        pg_testing_mode: form.pg_testing_mode ?? '0',
        pg_payment_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
      },
      E2E_PAYBOX.secretKey,
    )
    const answer = await fetch(resultUrl!, { method: 'POST', body: call })
    const text = await answer.text()
    const accepted = answer.ok && /<pg_status>ok<\/pg_status>/.test(text)
    response.writeHead(303, { Location: accepted && status === 'success' ? success! : failure! }).end()
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin)
    const payment = payments.get(url.searchParams.get('customer') ?? '')
    if (request.method === 'GET' && url.pathname === '/pay.html' && payment) {
      return void response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE(payment))
    }
    if (request.method === 'POST' && payment && (url.pathname === '/pay.html/pay' || url.pathname === '/pay.html/decline')) {
      return settle(payment, url.pathname.endsWith('/pay') ? 'success' : 'failed', response)
    }
    if (request.method !== 'POST') return void response.writeHead(404).end()
    const script = url.pathname.slice(1)
    const entries = [...(await formOf(request))]
    const form = Object.fromEntries(entries)
    if (form.pg_merchant_id !== E2E_PAYBOX.merchantId || form.pg_sig !== fakeSignature(script, entries, E2E_PAYBOX.secretKey)) {
      return xml(response, script, [['pg_status', 'error'], ['pg_error_code', '9999'], ['pg_error_description', 'Invalid signature']])
    }
    if (script === 'init_payment.php') {
      const created: Payment = { id: String(++sequence), form, status: 'new' }
      payments.set(created.id, created)
      return xml(response, script, [['pg_status', 'ok'], ['pg_payment_id', created.id], ['pg_redirect_url', `${origin}/pay.html?customer=${created.id}`]])
    }
    const known = payments.get(form.pg_payment_id ?? '')
    if (!known) return xml(response, script, [['pg_status', 'error'], ['pg_error_code', '340'], ['pg_error_description', 'Payment not found']])
    if (script === 'revoke.php') return xml(response, script, [['pg_status', 'ok'], ['pg_payment_id', known.id]])
    return xml(response, script, [
      ['pg_status', 'ok'],
      ['pg_payment_id', known.id],
      ['pg_amount', known.form.pg_amount!],
      ['pg_currency', known.form.pg_currency!],
      ['pg_payment_status', known.status],
      ['pg_testing_mode', known.form.pg_testing_mode ?? '0'],
    ])
  }

  const server = await serveOnLoopback(handle)
  origin = server.url
  return {
    url: origin,
    vars: { PAYBOX_MERCHANT_ID: E2E_PAYBOX.merchantId, PAYBOX_SECRET_KEY: E2E_PAYBOX.secretKey, PAYBOX_API_URL: origin, PAYBOX_TESTING_MODE: '1' },
    close: server.close,
  }
}
