/**
 * `npm start`: build, apply the local D1 migrations, seed an empty local database, and serve the production
 * build through workerd as Cloudflare runs it (`wrangler dev` of the built Worker) at http://localhost:8787
 * (PORT and HOST change the address). Works offline.
 * It prints a line a step (built, migrated, seeded, the address once the site answers) and then only what the server
 * warns of or fails with; a step that fails prints everything its tool printed (issue 39.14).
 */
import { spawn } from 'node:child_process'
import { migrate, putFiles, reportFailure, seed } from './db.mjs'
import { LOCAL_STATE_DIR, workerServerArgs } from './local-server.mjs'
import { offlineEnv } from './offline-env.mjs'
import { bin, run } from './run.mjs'
import { withoutBanners } from './wrangler-banners.mjs'

const port = process.env.PORT ?? '8787'
const host = process.env.HOST ?? 'localhost'

/** `wrangler dev` of the build; says where the site is once it answers, and passes on what the server prints. */
async function serve() {
  const child = spawn(bin('wrangler'), workerServerArgs({ port, host, persistTo: LOCAL_STATE_DIR }), {
    env: offlineEnv,
    stdio: ['inherit', 'pipe', 'pipe'],
  })
  child.stdout.pipe(withoutBanners()).pipe(process.stdout)
  child.stderr.pipe(withoutBanners()).pipe(process.stderr)
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
  const address = `http://${host}:${port}`
  const probe = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/robots.txt`
  for (let tries = 0; tries < 600 && child.exitCode === null; tries += 1) {
    const answered = await fetch(probe, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.arrayBuffer().then(() => true),
      () => false,
    )
    if (answered) {
      console.log(`Serving the site at ${address} (Ctrl+C stops it).`)
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  process.exitCode = await exited
}

try {
  const started = Date.now()
  await run(bin('vite'), ['build', '--logLevel', 'warn'], { buffer: true })
  console.log(`Built the site in ${Math.round((Date.now() - started) / 1000)} s.`)
  await migrate()
  await seed()
  await putFiles()
  await serve()
} catch (error) {
  reportFailure(error)
}
