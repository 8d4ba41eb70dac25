/**
 * A fake Payme checkout on loopback for the end-to-end purchase (issue 29): the page the site sends the visitor to
 * (`<checkout>/<base64 of m=…;ac.payment_id=…;a=…;c=…;l=…>`, read by the Worker tests' fake, tests/worker/payme-fake.ts),
 * whose pay button (a POST to the same address) makes Payme's JSON-RPC calls to the site's Merchant API with Basic `Paycom:<key>`
 * (CheckPerformTransaction, CreateTransaction, PerformTransaction) and then sends the browser to the return URL.
 * A refused call shows Payme's error instead. It stops when the tests close it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { FakePayme, FAKE_PAYME, PAYME_BINDINGS, paymeId, type Checkout, type PaymeReply } from '../../../worker/payme-fake'
import { serveOnLoopback } from './loopback-server'

export interface FakePaymeServer {
  url: string
  /** The Worker's variables that send PAYMEUZ to this checkout (Payme's test cashbox: never live). */
  vars: Record<string, string>
  close(): Promise<void>
}

const PAGE = (checkout: Checkout, action: string) => `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Payme (test)</title>
<style>button { min-width: 48px; min-height: 48px; padding: 12px 24px }</style></head>
<body><main><h1>Payme: оплата ${(checkout.amount / 100).toFixed(2)} UZS</h1>
<form method="post" action="${action}"><button class="pay" type="submit">Оплатить</button></form>
</main></body></html>`

const ERROR_PAGE = (method: string, reply: PaymeReply) => `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Payme (test)</title></head>
<body><main><h1>Payme: ${method} refused</h1><pre>${JSON.stringify(reply).replace(/[<>&]/g, '')}</pre></main></body></html>`

/** Payme's calls when the customer pays: each answered without error, the transaction created and then performed. */
async function pay(payme: FakePayme, checkout: Checkout): Promise<{ method: string; reply: PaymeReply } | null> {
  const id = paymeId()
  const calls: Array<[string, () => Promise<PaymeReply>, (reply: PaymeReply) => boolean]> = [
    ['CheckPerformTransaction', () => payme.checkPerform(checkout), (reply) => reply.result?.allow === true],
    ['CreateTransaction', () => payme.create(checkout, id), (reply) => reply.result?.state === 1],
    ['PerformTransaction', () => payme.perform(id), (reply) => reply.result?.state === 2],
  ]
  for (const [method, call, accepted] of calls) {
    const reply = await call()
    if (reply.error || !accepted(reply)) return { method, reply }
  }
  return null
}

/** A checkout whose pay button calls the Merchant API at `merchantApiUrl` (the site's, as set in Payme's cabinet). */
export async function startFakePayme(merchantApiUrl: string): Promise<FakePaymeServer> {
  const payme = new FakePayme((body, headers) => fetch(merchantApiUrl, { method: 'POST', body, headers }))
  let origin = ''

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin)
    const checkout = payme.openCheckout(`${origin}${url.pathname}`)
    if (checkout.merchantId !== FAKE_PAYME.merchantId || !checkout.returnUrl) return void response.writeHead(404).end()
    const html = (status: number, body: string) => response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(body)
    if (request.method === 'GET') return void html(200, PAGE(checkout, url.pathname))
    if (request.method !== 'POST') return void response.writeHead(405).end()
    const refused = await pay(payme, checkout)
    if (refused) return void html(502, ERROR_PAGE(refused.method, refused.reply))
    response.writeHead(303, { Location: checkout.returnUrl }).end()
  }

  const server = await serveOnLoopback(handle)
  origin = server.url
  return {
    url: origin,
    vars: { ...PAYME_BINDINGS, PAYME_CHECKOUT_URL: origin },
    close: server.close,
  }
}
