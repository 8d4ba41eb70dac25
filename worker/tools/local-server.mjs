/**
 * The production build served the way Cloudflare runs it: `wrangler dev` of the built Worker (the deployable config
 * `npm run build` writes under dist/) in workerd, on one address, with its local D1 under `persistTo` and the local
 * runs' variables (local-vars.mjs). `npm start`, the end-to-end server and the benchmark all serve through it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { localVarArgs } from './local-vars.mjs'

export const ROOT = path.resolve(import.meta.dirname, '../..')
/** Written by the build: where the deployable config of the built Worker is. */
export const BUILD_POINTER = path.join(ROOT, '.wrangler', 'deploy', 'config.json')
/** Local state of `npm start` and `npm run dev`: the D1 that `npm run db:migrate` and `db:seed` write. */
export const LOCAL_STATE_DIR = path.join(ROOT, '.wrangler', 'state')

export function assertBuilt() {
  if (!fs.existsSync(BUILD_POINTER)) {
    throw new Error('No production build found (dist/). Run `npm run build` first, or `npm test`, which builds.')
  }
}

/** The built Worker's wrangler config (dist/<worker>/wrangler.json). */
export function builtWorkerConfig() {
  assertBuilt()
  const { configPath } = JSON.parse(fs.readFileSync(BUILD_POINTER, 'utf8'))
  return path.resolve(path.dirname(BUILD_POINTER), configPath)
}

/**
 * The `wrangler dev` command line serving the build on `host:port`, with `vars` on top of the local ones (a test's
 * provider fake); its output is the caller's to route. `logLevel` 'info' adds wrangler's "Ready on <address>" line
 * (and a line a request).
 */
export function workerServerArgs({ port, host, persistTo, vars = {}, config = builtWorkerConfig(), logLevel = 'warn' }) {
  return [
    'dev',
    '--config', config,
    '--local',
    '--ip', host,
    '--port', String(port),
    '--persist-to', persistTo,
    '--show-interactive-dev-session=false',
    '--log-level', logLevel,
    ...localVarArgs(vars),
  ]
}
