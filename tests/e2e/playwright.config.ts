import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, TEST_CHROMIUM_EXECUTABLE } from '../../worker/tools/chromium.mjs'
import { oauthFakeOrigin } from './support/oauth-fake-origin.mjs'
import { RUNNER_PID_ENV } from './support/runner-watch.mjs'

/**
 * End-to-end tests against the production build in Debian's Chromium (never a downloaded browser), at desktop
 * and phone widths. `npm test` builds first; `npm run test:e2e` alone expects an existing build (dist/).
 */
const root = path.resolve(import.meta.dirname, '../..')
const port = Number(process.env.E2E_PORT ?? 8799)
const baseURL = `http://127.0.0.1:${port}`
/** The fake Google and Facebook of the second web server (support/oauth-fake-origin.mjs). */
const oauthFakePort = Number(new URL(oauthFakeOrigin(port)).port)
const ci = Boolean(process.env.CI)

/**
 * Nothing leaves the machine: the browser resolves no host name but loopback's, so a third-party embed (a map, a video)
 * shows the browser's error page in its frame, and a request of a page to another host fails, which the fixtures'
 * browserErrors turns into a failed test. A test that needs another host's page routes it itself (page.route). This
 * replaced a route of every request through the test process, which also turned the HTTP cache off: each page then
 * compiled the build's scripts anew, about a tenth of the pages' time.
 */
const OFFLINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'

/**
 * One renderer process per site: a test's new page joins the warm process its worker keeps open
 * (support/fixtures.ts `warmContext`) instead of starting one that parses and compiles the app's scripts cold.
 */
const PER_SITE = '--process-per-site'

/**
 * No optimising compiler (V8's TurboFan): each test opens new pages, whose optimised code is thrown away with them, so
 * compiling it on background threads cost more than it saved. Measured on page-smoke.spec.ts at phone width in ru and en
 * (52 tests, CI=true), back to back twice: 101 and 97 CPU-seconds for the whole run without the flag, 91 and 85 with it
 * (Chromium 74 and 72 → 67 and 65). The JavaScript behaves the same; only the benchmark (tests/bench) measures speed, and
 * it starts its own Chromium with every compiler on.
 */
const NO_OPTIMISING_COMPILER = '--js-flags=--no-opt'

const chromium = { executablePath: TEST_CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS, OFFLINE, PER_SITE, NO_OPTIMISING_COMPILER] }

/** A test of a page in en or ky (titles "en: …", "… in ky: …"). */
const IN_OTHER_LANGUAGE = /(?<![^\s])(en|ky): /
/** The same, unless tagged @languages: what differs between the languages, tested in each of them. */
const OTHER_LANGUAGE_BEHAVIOUR = new RegExp(`^(?!.*@languages)(?=.*${IN_OTHER_LANGUAGE.source})`)

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The run's shared record of the routes axe has checked (support/route-checks.ts).
  globalSetup: './global-setup.ts',
  // One folder per server port: runs against different servers (several engineers, one tree) never clear each
  // other's artifacts.
  outputDir: path.join(root, 'test-results', port === 8799 ? 'e2e' : `e2e-${port}`),
  fullyParallel: true,
  forbidOnly: ci,
  // In CI a failed test runs once more for its trace; `npm test` still counts one that passes only then as failed.
  retries: ci ? 1 : 0,
  workers: 2,
  // axe on a long page (home) takes seconds on a shared 2-core machine; the check runs inside each test's time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // `npm test` adds a JSON reporter through PLAYWRIGHT_JSON_OUTPUT_FILE to count results.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE }]]
    : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromium,
    locale: 'ru-RU',
    // Recording a trace costs every test about a tenth of its time: in CI only the retry of a failed test records one.
    trace: ci ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      // @phone tests need the narrow layout. The pages' behaviour runs in Russian; in en and ky only what differs in
      // them (@languages: texts, plurals, layout lengths, per-language data), and page-smoke.spec.ts opens every page in
      // Russian.
      grepInvert: [/@phone/, OTHER_LANGUAGE_BEHAVIOUR],
      use: { userAgent: devices['Desktop Chrome'].userAgent, viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      // @http tests look at responses only, the same at any width: the desktop project runs them once; so does it the
      // @desktop ones, whose behaviour is the same at every width (a form's rules, an address's handling, a flow
      // through the same dialogs, the desk's flows: desk-phone.spec.ts opens the desk's pages here). The pages'
      // behaviour runs at this width in Russian only (titles "en: …", "… in ky: …");
      // page-smoke.spec.ts opens every page in every language here, and measures it at 320 px too.
      grepInvert: [/@http|@desktop/, IN_OTHER_LANGUAGE],
      use: {
        userAgent: devices['Pixel 7'].userAgent,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: [
    {
      command: 'node tests/e2e/serve.mjs',
      cwd: root,
      port,
      wait: { stdout: /e2e server ready/ },
      // The runner's pid: the server stops when the runner was killed outright (support/runner-watch.mjs).
      env: { PORT: String(port), OAUTH_FAKE_PORT: String(oauthFakePort), [RUNNER_PID_ENV]: String(process.pid) },
      // While writing tests: keep `node tests/e2e/serve.mjs` running and set E2E_REUSE_SERVER=1.
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // Google and Facebook for the sign-in tests (oauth.spec.ts): the Worker tests' fakes on loopback.
      command: 'node tests/e2e/support/oauth-fake-server.ts',
      cwd: root,
      port: oauthFakePort,
      wait: { stdout: /oauth fake ready/ },
      env: { OAUTH_FAKE_PORT: String(oauthFakePort), [RUNNER_PID_ENV]: String(process.pid) },
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      timeout: 30_000,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
})
