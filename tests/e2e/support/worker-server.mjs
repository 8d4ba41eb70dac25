/**
 * Serves the production build (dist/) through `wrangler dev` on loopback (worker/tools/local-server.mjs), by
 * default against the test D1. Nothing is built here: `npm test` and `.ci/run` build first, and a missing build is
 * reported instead of silently building a stale or partial one.
 */
import { spawn } from 'node:child_process'
import net from 'node:net'
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
export function serverArgs(port, persistTo = TEST_STATE_DIR, vars = {}, config = undefined) {
  return workerServerArgs({ port, host: HOST, persistTo, vars, ...(config ? { config } : {}) })
}

/**
 * Starts the server in its own process group and resolves once `probePath` answers at all; `stop()` ends the whole
 * group (wrangler and workerd). Used by the benchmarks; Playwright's webServer runs tests/e2e/serve.mjs instead.
 */
export async function startWorkerServer({ port, persistTo, vars = {}, config, probePath = '/', timeoutMs = 120_000 }) {
  const child = spawn(bin('wrangler'), serverArgs(port, persistTo, vars, config), {
    cwd: ROOT,
    env: offlineEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  child.stdout.on('data', (chunk) => (log += chunk))
  child.stderr.on('data', (chunk) => (log += chunk))
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
  const origin = `http://${HOST}:${port}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}:\n${log}`)
    try {
      // Any answer means the Worker is up; whether the page is healthy is for the caller to judge.
      await (await fetch(`${origin}${probePath}`)).arrayBuffer()
      // `group`: the process group of wrangler and its workerd (the benchmark reads workerd's CPU time).
      return { origin, stop, group: child.pid }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop()
  throw new Error(`wrangler dev did not answer on ${origin} within ${timeoutMs} ms:\n${log}`)
}
