/**
 * Playwright's webServer: the production build through `wrangler dev` on http://127.0.0.1:$PORT against a
 * migrated and seeded test D1, emptied first under E2E_FRESH_DATABASE=1, or taken as it is under
 * E2E_DATABASE_PREPARED=1 (`npm test` prepares it while the vitest stages run). It prints "e2e server ready" once
 * the Worker answers at all: a broken page must fail its tests, not keep the whole suite waiting for a healthy home
 * page. Playwright ends its process group after the tests; a runner killed outright is noticed
 * (support/runner-watch.mjs).
 */
import { spawn } from 'node:child_process'
import { prepareTestDatabase } from './support/test-database.mjs'
import { assertBuilt, HOST, serverArgs } from './support/worker-server.mjs'
import { bin } from '../../worker/tools/run.mjs'
import { offlineEnv } from '../../worker/tools/offline-env.mjs'
import { oauthFakeOrigin } from './support/oauth-fake-origin.mjs'
import { stopWhenRunnerGone } from './support/runner-watch.mjs'
import { fakeFacebookVars } from '../worker/oauth-fakes/facebook.ts'
import { fakeGoogleVars } from '../worker/oauth-fakes/google.ts'

const port = Number(process.env.PORT ?? 8799)
assertBuilt()
if (process.env.E2E_DATABASE_PREPARED !== '1') await prepareTestDatabase({ reset: process.env.E2E_FRESH_DATABASE === '1' })

// wrangler's banner is not needed; the Worker's own logs (stderr) show up in the test output.
// Google and Facebook sign-in go to the fakes of Playwright's second web server (support/oauth-fake-server.ts).
// The edge cache (issue 43.1) is "opt-in": on only for pages with its opt-in cookie (edge-cache.spec.ts), off for every
// other spec; E2E_EDGE_CACHE=on runs the whole suite with it on, E2E_EDGE_CACHE=off with it off.
const serverVars = Object.entries({
  ...fakeGoogleVars(oauthFakeOrigin(port)),
  ...fakeFacebookVars(oauthFakeOrigin(port)),
  EDGE_CACHE: process.env.E2E_EDGE_CACHE || 'opt-in',
  // The central banks refuse at once (a closed loopback port): "fetch now" fails the same way on every machine.
  ...Object.fromEntries(['CBR', 'NBKR', 'CBU', 'NBK'].map((bank) => [`${bank}_RATES_URL`, `http://127.0.0.1:9/${bank.toLowerCase()}`])),
  // The end-to-end tests' own endpoints (worker/staff/test-only.ts), on loopback only: no other run sets it.
  TEST_ENDPOINTS: 'on',
})
const server = spawn(bin('wrangler'), [...serverArgs(port), ...serverVars.flatMap(([name, value]) => ['--var', `${name}:${value}`])], { env: offlineEnv, stdio: ['ignore', 'ignore', 'inherit'] })
server.on('exit', (code) => process.exit(code ?? 1))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
stopWhenRunnerGone(() => server.kill('SIGTERM'))

while (true) {
  try {
    await (await fetch(`http://${HOST}:${port}/`)).arrayBuffer()
    console.log(`e2e server ready at http://${HOST}:${port}`)
    break
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
