/**
 * Serves the production build (dist/) through `wrangler dev` on loopback (worker/tools/local-server.mjs), by
 * default against the test D1. Nothing is built here: `npm test` and `.ci/run` build first, and a missing build is
 * reported instead of silently building a stale or partial one.
 */
import { spawn } from 'node:child_process'
import net from 'node:net'
import { stripVTControlCharacters } from 'node:util'
import { assertBuilt, workerServerArgs } from '../../../worker/tools/local-server.mjs'
import { bin } from '../../../worker/tools/run.mjs'
import { offlineEnv } from '../../../worker/tools/offline-env.mjs'
import { ROOT, TEST_STATE_DIR } from './paths.mjs'

export { assertBuilt }
export const HOST = '127.0.0.1'

/** A port the system has free right now on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, HOST, () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * The `wrangler dev` command line for a port and a state directory (the test D1 unless told), with extra `vars`; `config`
 * serves another build's wrangler.json (a copy of an earlier dist/, the benchmark's baseline) instead of this one's.
 */
export function serverArgs(port, persistTo = TEST_STATE_DIR, vars = {}, config = undefined, logLevel = undefined) {
  return workerServerArgs({ port, host: HOST, persistTo, vars, ...(config ? { config } : {}), ...(logLevel ? { logLevel } : {}) })
}

/** Whether anything answers HTTP on `origin` now. */
async function answers(origin) {
  try {
    await (await fetch(origin, { signal: AbortSignal.timeout(2_000) })).arrayBuffer()
    return true
  } catch {
    return false
  }
}

const PORT_TAKEN = /Address already in use|EADDRINUSE/

/**
 * Starts the server in its own process group and resolves once wrangler says it listens on `port` ("Ready on", its
 * info-level line) and `probePath` then answers at all; `stop()` ends the whole group (wrangler and workerd). Used by
 * the benchmarks and the provider sites of the end-to-end tests; Playwright's webServer runs tests/e2e/serve.mjs instead.
 * A port something else answers on, before wrangler starts or instead of it, is refused with an error that says
 * "Address already in use" (callers pick another port): an answer on the port alone once passed for the Worker's while
 * a provider's fake held the port, and the test then read the fake's empty 404 as the site's.
 */
export async function startWorkerServer({ port, persistTo, vars = {}, config, probePath = '/', timeoutMs = 120_000 }) {
  const origin = `http://${HOST}:${port}`
  if (await answers(origin)) throw new Error(`something already answers on ${origin}: Address already in use`)
  const child = spawn(bin('wrangler'), serverArgs(port, persistTo, vars, config, 'info'), {
    cwd: ROOT,
    env: offlineEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  // The output until the server is up, for the errors below; after that only drained (a line a request at info level).
  let log = ''
  let keepLog = true
  const collect = (chunk) => {
    if (keepLog) log += chunk
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const stop = () => {
    process.off('exit', stop)
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
  // The server runs in a process group of its own, which no signal to this process reaches: it ends when this
  // process exits (a Playwright worker whose runner was killed exits too), not later.
  process.once('exit', stop)
  const listening = new RegExp(`Ready on ${origin.replace(/\./g, '\\.')}(?!\\d)`)
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}:\n${log}`)
    const output = stripVTControlCharacters(log)
    if (PORT_TAKEN.test(output)) {
      stop()
      throw new Error(`wrangler dev could not listen on ${origin}: Address already in use\n${log}`)
    }
    if (listening.test(output)) {
      try {
        // Any answer means the Worker is up; whether the page is healthy is for the caller to judge.
        await (await fetch(`${origin}${probePath}`)).arrayBuffer()
        keepLog = false
        // `group`: the process group of wrangler and its workerd (the benchmark reads workerd's CPU time).
        return { origin, stop, group: child.pid }
      } catch {
        // not answering yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop()
  throw new Error(`wrangler dev did not answer on ${origin} within ${timeoutMs} ms:\n${log}`)
}
