/**
 * Playwright's second web server: the fake Google and Facebook of the Worker tests on loopback
 * (`OAUTH_FAKE_PORT`), so a browser goes through sign-in for real. Their consent pages agree at once: the
 * authorization address redirects straight back to /_oauth_confirm with a code. `POST /_fake/{google|facebook}/new-account`
 * lets a test start with an account nobody registered yet. It stops on SIGTERM or SIGINT, and when the Playwright
 * runner that started it is gone (support/runner-watch.mjs).
 */
import http from 'node:http'
import { facebookAccount, FakeFacebook, FAKE_FACEBOOK } from '../../worker/oauth-fakes/facebook.ts'
import { FakeGoogle, googleAccount } from '../../worker/oauth-fakes/google.ts'
import { oauthFakeOrigin } from './oauth-fake-origin.mjs'
import { stopWhenRunnerGone } from './runner-watch.mjs'

const origin = oauthFakeOrigin()
const google = new FakeGoogle(origin)
const facebook = new FakeFacebook(origin)

async function body(request: http.IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return new Uint8Array(Buffer.concat(chunks))
}

const server = http.createServer(async (incoming, outgoing) => {
  const url = new URL(incoming.url ?? '/', origin)
  if (incoming.method === 'POST' && url.pathname === '/_fake/google/new-account') google.account = googleAccount('e2e')
  if (incoming.method === 'POST' && url.pathname === '/_fake/facebook/new-account') facebook.account = facebookAccount('e2e')
  if (url.pathname.startsWith('/_fake/')) return void outgoing.writeHead(204).end()
  const fake = url.pathname.startsWith(`/${FAKE_FACEBOOK.version}/`) ? facebook : google
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value)
  const response = await fake.fetch(new Request(url, { method: incoming.method ?? 'GET', headers, body: await body(incoming) }))
  outgoing.writeHead(response.status, Object.fromEntries(response.headers))
  outgoing.end(Buffer.from(await response.arrayBuffer()))
})

server.listen(Number(new URL(origin).port), new URL(origin).hostname, () => console.log(`oauth fake ready at ${origin}`))

/** Stops now: keep-alive connections are closed too, which `server.close` alone would wait for. */
function stop(): void {
  server.close(() => process.exit(0))
  server.closeAllConnections()
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop)
stopWhenRunnerGone(stop)
