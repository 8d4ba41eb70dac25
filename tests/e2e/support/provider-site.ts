/**
 * A second server of the same build for a provider's purchase (issue 29): a copy of the test D1, so that the suite's own
 * server keeps the sandbox, and the provider's variables on top of the local ones. `stop()` ends it and removes the copy.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from './fixtures'
import { TEST_STATE_DIR } from './paths.mjs'
import { freePort, HOST, startWorkerServer } from './worker-server.mjs'

export interface ProviderSite {
  origin: string
  stop(): void
}

/** Starts the build on `port` with `vars`, on its own copy of the test D1. */
async function startProviderSite(vars: Record<string, string>, port: number): Promise<ProviderSite> {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'provider-site-'))
  // The copy (over 100 MB) goes when the site stops, or when this worker exits without stopping it (a killed run;
  // wrangler, still shutting down then, may leave its empty folders behind).
  const removeState = () => {
    process.off('exit', removeState)
    fs.rmSync(stateDir, { recursive: true, force: true })
  }
  process.once('exit', removeState)
  fs.cpSync(TEST_STATE_DIR, stateDir, { recursive: true })
  try {
    const site = await startWorkerServer({ port, persistTo: stateDir, vars, probePath: '/api/client/languages', timeoutMs: 150_000 })
    return {
      origin: site.origin,
      stop: () => {
        site.stop()
        removeState()
      },
    }
  } catch (error) {
    removeState()
    throw error
  }
}

/** A provider's fake: the variables that send the site to it, and its end. */
export interface ProviderFake {
  vars: Record<string, string>
  close(): Promise<void>
}

/**
 * One site and one fake for the spec file (its tests run in order in one worker): the fake started first with the
 * site's origin (a fake that calls the site back needs it), then the site with `varsOf(fake)`, both again on another
 * port when the port was taken meanwhile; both stopped after.
 * The answer's fields are set before the first test runs.
 */
export function providerSiteForFile<F extends ProviderFake>(
  startFake: (siteOrigin: string) => Promise<F>,
  varsOf: (fake: F) => Record<string, string> = (fake) => fake.vars,
): { site: ProviderSite; fake: F } {
  const started = {} as { site: ProviderSite; fake: F }
  test.describe.configure({ mode: 'default' })
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    for (let attempt = 1; ; attempt++) {
      const port = await freePort()
      started.fake = await startFake(`http://${HOST}:${port}`)
      try {
        started.site = await startProviderSite(varsOf(started.fake), port)
        return
      } catch (error) {
        await started.fake.close()
        // Something may take the free port before the site listens on it (another server starting at the same time,
        // or this fake itself, which listens on a port the system picks): the pair starts again on another.
        if (attempt === 3 || !String(error).includes('Address already in use')) throw error
      }
    }
  })
  test.afterAll(async () => {
    started.site?.stop()
    await started.fake?.close()
  })
  return started
}
