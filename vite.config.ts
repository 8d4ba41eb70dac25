import fs from 'node:fs'
import path from 'node:path'
import { cloudflare } from '@cloudflare/vite-plugin'
import { typiaPlugin } from './worker/tools/typia-plugin.ts'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { CLIENT_ENTRIES, INTL_WARM_UP_ENTRY, clientAssetsPlugin } from './worker/ssr/client-assets-plugin.ts'
import { entryGraph } from './worker/tools/entry-graph-plugin.ts'
import { compileHintsPlugin } from './worker/tools/compile-hints-plugin.ts'
import { clientOnlyModulesPlugin } from './worker/tools/client-only-modules-plugin.ts'
import { edgeReactDomServerPlugin } from './worker/tools/edge-react-dom-server-plugin.ts'
import { platformTemporalPlugin } from './worker/tools/platform-temporal-plugin.ts'
import { precompiledMessagesPlugin } from './worker/tools/precompiled-messages-plugin.ts'
import { LOCAL_VARS } from './worker/tools/local-vars.mjs'
import { routeTreePlugins } from './worker/tools/route-trees.ts'
import { routeChunkPreloads } from './worker/tools/route-chunk-preloads.ts'

const CLIENT_OUT_DIR = path.resolve(import.meta.dirname, 'dist/client')
/** The client build's manifest, kept out of the published files (dist/client). */
const CLIENT_MANIFEST = path.resolve(import.meta.dirname, 'dist/client-manifest.json')
/** Vite's environment name for the Worker named "training-centre" in wrangler.toml. */
const WORKER_ENVIRONMENT = 'training_centre'
/** The visitors' entry and what it imports statically: their one entry chunk (below). */
const SITE_ENTRY = path.resolve(import.meta.dirname, CLIENT_ENTRIES.site)
const SITE_ENTRY_GRAPH = entryGraph(SITE_ENTRY)
/** A route chunk's dynamic import names only its styles to preload (route-chunk-preloads.ts). */
const ROUTE_CHUNK_PRELOADS = routeChunkPreloads()

export default defineConfig(({ command, isPreview }) => ({
  plugins: [
    // The visitors' route tree and the desk's (issue 41). A route's loader is a chunk of its own too: the page it
    // renders arrives with its data, so the browser needs a loader only for the next client-side navigation.
    ...routeTreePlugins({ codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] } }),
    typiaPlugin(),
    react(),
    platformTemporalPlugin(),
    edgeReactDomServerPlugin(WORKER_ENVIRONMENT),
    clientOnlyModulesPlugin(WORKER_ENVIRONMENT),
    precompiledMessagesPlugin(),
    clientAssetsPlugin(CLIENT_OUT_DIR),
    SITE_ENTRY_GRAPH.plugin,
    compileHintsPlugin(SITE_ENTRY),
    ROUTE_CHUNK_PRELOADS.plugin,
    cloudflare({
      // Under `npm run dev` only (never in the build): the local runs' variables, and a CSP relaxed for Vite's hot
      // reload socket.
      ...(command === 'serve' && !isPreview ? { config: { vars: { ...LOCAL_VARS, APP_ENV: 'development' } } } : {}),
    }),
  ],
  environments: {
    client: {
      build: {
        outDir: CLIENT_OUT_DIR,
        manifest: true,
        modulePreload: { resolveDependencies: ROUTE_CHUNK_PRELOADS.resolveDependencies },
        rollupOptions: {
          input: [CLIENT_ENTRIES.site, CLIENT_ENTRIES.desk, INTL_WARM_UP_ENTRY].map((entry) => path.resolve(import.meta.dirname, entry)),
          // The entries keep their `start` export: the page's start script imports the entry of its app and calls it.
          // The desk's entry imports what it shares with the site's from the site's entry chunk, which it can since
          // importing an entry starts nothing.
          preserveEntrySignatures: 'allow-extension',
          // The visitors' entry's whole static module graph is one file, fetched by one request and evaluated in one
          // go, instead of some twenty small chunks shared with the routes: each of those cost a phone a request and
          // a task or two of its own on the main thread before the app could start. The routes' chunks import
          // what they share with it from there. What only the staff desk's entry imports (its route tree, issue 41)
          // stays out of it, and so does the Intl warm-up worker's graph (it imports nothing of the app), so the
          // worker never loads the app.
          // The form kit (fields, bindings, drafts, the field rules) is one chunk, and so are the reviews slider's parts: a page loads
          // each in one file instead of some four to eight of half a kilobyte, which gzip compressed apart (issue 40.2).
          output: {
            codeSplitting: {
              groups: [
                { name: 'entry-client', test: (id: string) => SITE_ENTRY_GRAPH.has(id) },
                { name: 'form-kit', test: (id: string) => /\/src\/(components\/forms\/|model\/(form-draft|validation)\.ts)/.test(id), includeDependenciesRecursively: false },
                // The rules a buy form checks (order fields, seats) are one chunk beside the form kit, not three.
                { name: 'order-rules', test: (id: string) => /\/src\/model\/(buy-form|event-seats|order-rules|entities\/orders)\.ts$/.test(id), includeDependenciesRecursively: false },
                { name: 'reviews-slider', test: (id: string) => /\/src\/(components\/(sliders\/ReviewsSlider|cards\/Review(Card|Images))\.tsx|blocks\/reviews\/review-excerpt\.ts)$/.test(id), includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    },
  },
  builder: {
    // The browser app is built first: the Worker's renderer embeds the hashed names of its files.
    async buildApp(builder) {
      const client = builder.environments.client
      const worker = builder.environments[WORKER_ENVIRONMENT]
      if (!client || !worker) throw new Error('client or worker environment missing')
      await builder.build(client)
      await builder.build(worker)
      // The manifest served its purpose; it must not be published as a static file. It stays beside the published
      // files for the build's own checks (src/admin/visitor-chunks.test.ts: no visitor's chunk names the staff API).
      fs.renameSync(path.join(CLIENT_OUT_DIR, '.vite', 'manifest.json'), CLIENT_MANIFEST)
      fs.rmSync(path.join(CLIENT_OUT_DIR, '.vite'), { recursive: true, force: true })
    },
  },
}))
