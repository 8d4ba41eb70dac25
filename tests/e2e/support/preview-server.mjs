/**
 * Serves the production build (dist/) with `vite preview` on loopback against the test D1 (see
 * vite.preview.config.ts). Nothing is built here: `npm test` and `.ci/run` build first, and a missing build is
 * reported instead of silently building a stale or partial one.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import { bin } from '../../../worker/tools/run.mjs'
import { offlineEnv } from '../../../worker/tools/offline-env.mjs'
import { BUILD_POINTER, PREVIEW_CONFIG, ROOT } from './paths.mjs'

export const HOST = '127.0.0.1'

export function assertBuilt() {
  if (!fs.existsSync(BUILD_POINTER)) {
    throw new Error('No production build found (dist/). Run `npm run build` first, or `npm test`, which builds.')
  }
}

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

/** The `vite preview` command line for a port; its output is the caller's to route. */
export function previewArgs(port) {
  return ['preview', '--config', PREVIEW_CONFIG, '--port', String(port), '--strictPort', '--host', HOST]
}

/**
 * Starts the preview in its own process group and resolves once it answers; `stop()` ends the whole group
 * (vite and workerd). Used by the benchmark; Playwright's webServer runs tests/e2e/serve.mjs instead.
 */
export async function startPreview({ port, timeoutMs = 90_000 } = {}) {
  assertBuilt()
  const child = spawn(bin('vite'), previewArgs(port), {
    cwd: ROOT,
    env: offlineEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  child.stdout.on('data', (chunk) => (log += chunk))
  child.stderr.on('data', (chunk) => (log += chunk))
  const stop = () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
  const origin = `http://${HOST}:${port}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}:\n${log}`)
    try {
      // Any answer means the Worker is up; whether the page is healthy is for the caller to judge.
      await (await fetch(`${origin}/`)).arrayBuffer()
      return { origin, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop()
  throw new Error(`vite preview did not answer on ${origin} within ${timeoutMs} ms:\n${log}`)
}
