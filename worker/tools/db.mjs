/**
 * Local D1: `migrate` applies worker/db/migrations; `seed` fills an empty database with the demo content;
 * `reset` drops the local state and does both. Pass `--scale N` to seed N times the demo volume. `files` puts the
 * demo files (worker/db/seed/files.ts) into the local FILES bucket.
 */
import fs from 'node:fs'
import path from 'node:path'
import { bin, run } from './run.mjs'

const root = new URL('../../', import.meta.url).pathname
const wrangler = bin('wrangler')
/** `bucket_name` of the FILES binding in wrangler.toml. */
const FILES_BUCKET = 'training-centre-files'

export async function migrate() {
  await run(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local'], { env: { CI: 'true' } })
}

async function isEmpty() {
  const output = await run(
    wrangler,
    ['d1', 'execute', 'DB', '--local', '--json', '--command', 'SELECT COUNT(*) AS count FROM languages'],
    { capture: true },
  )
  const [result] = JSON.parse(output)
  return (result?.results?.[0]?.count ?? 0) === 0
}

export async function seed({ scale = 1, force = false } = {}) {
  if (!force && !(await isEmpty())) {
    console.log('Local database already has content; not seeding (`npm run db:reset` starts it over).')
    return
  }
  const file = path.join(root, '.wrangler', 'seed.sql')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  await run(process.execPath, [path.join(root, 'worker/db/seed/cli.ts'), '--scale', String(scale), '--out', file])
  await run(wrangler, ['d1', 'execute', 'DB', '--local', '--file', file], { capture: true })
  console.log(`Seeded the local database (scale ${scale}).`)
}

/** Writes the demo files into the local R2 bucket of FILES (under `persistTo`, else wrangler's default state). */
export async function putFiles({ persistTo } = {}) {
  const dir = path.join(persistTo ?? path.join(root, '.wrangler'), 'seed-files')
  fs.rmSync(dir, { recursive: true, force: true })
  await run(process.execPath, [path.join(root, 'worker/db/seed/cli.ts'), '--files-out', dir])
  const where = persistTo ? ['--persist-to', persistTo] : []
  await run(
    wrangler,
    ['r2', 'bulk', 'put', FILES_BUCKET, '--local', ...where, '--filename', path.join(dir, 'bulk.json'), '--content-type', 'application/pdf'],
    { capture: true },
  )
}

export async function reset(options) {
  fs.rmSync(path.join(root, '.wrangler', 'state', 'v3', 'd1'), { recursive: true, force: true })
  await migrate()
  await seed({ ...options, force: true })
  await putFiles()
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command = 'migrate', ...rest] = process.argv.slice(2)
  const scaleIndex = rest.indexOf('--scale')
  const options = {
    scale: scaleIndex >= 0 ? Number(rest[scaleIndex + 1]) : 1,
    force: rest.includes('--force'),
  }
  const commands = { migrate, seed: () => seed(options), reset: () => reset(options), files: () => putFiles() }
  if (!(command in commands)) {
    console.error(`Unknown command ${command}: use migrate, seed, reset or files`)
    process.exit(2)
  }
  await commands[command]()
}
