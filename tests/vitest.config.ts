import path from 'node:path'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { typiaPlugin } from '../worker/tools/typia-plugin.ts'
import { defineConfig } from 'vitest/config'
import { clientAssetsPlugin } from '../worker/ssr/client-assets-plugin.ts'
import { LOCAL_VARS } from '../worker/tools/local-vars.mjs'
import { routeTreePlugins } from '../worker/tools/route-trees.ts'
import { FAKE_RATE_URLS } from './worker/central-bank-urls.ts'

const root = path.resolve(import.meta.dirname, '..')

/**
 * Two projects: `unit` (machines and pure modules in Node) and `worker` (the Worker inside workerd with a
 * real local D1; see tests/worker/). `npm test` runs both, then the end-to-end suite.
 */
export default defineConfig({
  root,
  test: {
    // Vitest's file-system module cache keys a module by its own content only; typia's validators are generated
    // from the types a file imports, so a cached module would keep validating against an old type.
    fsModuleCache: false,
    projects: [
      {
        root,
        test: {
          name: 'unit',
          environment: 'node',
          // One module graph per worker process, not per file: a fresh process for each of the 130-odd files spent
          // two thirds of the project's time on starting and importing (47 s, against 16 s shared). The files put
          // back what they change (fake timers, stubbed globals), and vitest unstubs globals and env after each test.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          include: [
            'machines/**/*.test.ts',
            'src/**/*.test.ts',
            'worker/db/**/*.test.ts',
            'worker/files/**/*.test.ts',
            'worker/edge/**/*.test.ts',
            'worker/lib/**/*.test.ts',
            'worker/mail/**/*.test.ts',
            'worker/ssr/**/*.test.ts',
            'worker/tools/**/*.test.ts',
            'tests/e2e/support/**/*.test.ts',
          ],
        },
      },
      {
        root,
        plugins: [
          // The Worker's own Vite plugins, as vite.config.ts has them: the route trees are generated from src/routes (so
          // a new route is seen without a dev server run first), the API validates with typia, and the renderer
          // imports `virtual:client-assets` (its development form: no build needed).
          ...routeTreePlugins(),
          typiaPlugin(),
          clientAssetsPlugin(path.join(root, 'dist/client')),
          cloudflareTest(async () => ({
            main: path.join(root, 'worker/index.ts'),
            wrangler: { configPath: path.join(root, 'wrangler.toml') },
            miniflare: {
              // The local runs' variables (the sandbox on), the secrets a deployment sets with `wrangler secret put
              // SENDER_HASH_KEY` and `LEAD_FILES_KEY` (README "Configuration"), and the migrations for tests/worker/setup.ts.
              bindings: {
                ...LOCAL_VARS,
                SENDER_HASH_KEY: 'worker-tests-sender-hash-key-0123456789',
                LEAD_FILES_KEY: 'worker-tests-lead-files-key-0123456789',
                // The central banks' documents come from fakes (tests/worker/central-banks-fake.ts), never the internet.
                ...FAKE_RATE_URLS,
                TEST_MIGRATIONS: await readD1Migrations(path.join(root, 'worker/db/migrations')),
              },
              // A second D1 that holds the migrations and the reference data only, as a fresh deployment does
              // (tests/worker/fresh-deployment.test.ts, issue 39.11).
              d1Databases: { REFERENCE_DB: 'reference-only' },
            },
          })),
        ],
        test: {
          name: 'worker',
          // The crowd tests (40 requests in flight in one workerd) take 1–2 s alone and over 5 s on a loaded machine:
          // vitest's 5 s default turned a shared CI machine's load into failures.
          testTimeout: 30_000,
          include: ['tests/worker/**/*.test.ts'],
          // One workerd and one seeded D1 for all files (a fresh one a file spent most of the run on loading modules
          // and seeding): a test that writes uses rows of its own or puts back what it changed.
          isolate: false,
          // Two workerds, each with its own seeded D1, share the files: one spent half of a 2-core machine idle (94 s
          // for the project, against 59 s with two).
          maxWorkers: 2,
          setupFiles: ['tests/worker/setup.ts'],
        },
      },
    ],
  },
})
