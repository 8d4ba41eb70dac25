/**
 * Local D1: `migrate` applies worker/db/migrations; `seed` fills an empty database with the demo content;
 * `reset` drops the local state and does both. Pass `--scale N` to seed N times the demo volume. `files` puts the
 * demo files (worker/db/seed/files.ts) into the local FILES bucket. `reference` puts the reference data of a real
 * deployment (worker/db/seed/reference-data.ts: languages, first exchange rates, forms, site texts, legal pages) into
 * the local D1, or with `--remote` into the deployed one; rows already there are kept.
 * Each step prints one line of what it did; wrangler's own output shows only when a step fails.
 */
import fs from 'node:fs'
import path from 'node:path'
import { bin, run } from './run.mjs'

const root = new URL('../../', import.meta.url).pathname
const wrangler = bin('wrangler')
const seedCli = path.join(root, 'worker/db/seed/cli.ts')
/** `bucket_name` of the FILES binding in wrangler.toml. */
const FILES_BUCKET = 'training-centre-files'

/** The migration files named in wrangler's report of `d1 migrations apply` (each once, in order). */
export function appliedMigrations(output) {
  return [...new Set([...output.matchAll(/│\s*(\d{4}_[\w.-]+\.sql)\s*│/g)].map((match) => match[1]))]
}

export async function migrate() {
  const output = await run(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local'], { env: { CI: 'true' }, buffer: true })
  const applied = appliedMigrations(output)
  console.log(applied.length === 0 ? 'Database: no new migrations.' : `Database: applied ${applied.length} migration(s): ${applied.join(', ')}.`)
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
    console.log('Database: has content already, not seeded (`npm run db:reset` starts it over).')
    return
  }
  const file = path.join(root, '.wrangler', 'seed.sql')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  await run(process.execPath, [seedCli, '--scale', String(scale), '--out', file], { buffer: true })
  await run(wrangler, ['d1', 'execute', 'DB', '--local', '--file', file], { buffer: true })
  console.log(`Database: seeded with the demo content (scale ${scale}).`)
}

/**
 * The reference data into the local D1, or the deployed one with `remote` (README "Deploying"): generated SQL of
 * INSERT … ON CONFLICT DO NOTHING, so a second run adds nothing and keeps what staff changed. The remote run shows
 * wrangler's own output (its login and confirmation).
 */
export async function putReference({ remote = false } = {}) {
  const file = path.join(root, '.wrangler', 'reference.sql')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  await run(process.execPath, [seedCli, '--reference', '--out', file], { buffer: true })
  await run(wrangler, ['d1', 'execute', 'DB', remote ? '--remote' : '--local', '--file', file], remote ? {} : { buffer: true })
  console.log(`Database (${remote ? 'remote' : 'local'}): reference data put; rows already there were kept.`)
}

/** Writes the demo files into the local R2 bucket of FILES (under `persistTo`, else wrangler's default state). */
export async function putFiles({ persistTo } = {}) {
  const dir = path.join(persistTo ?? path.join(root, '.wrangler'), 'seed-files')
  fs.rmSync(dir, { recursive: true, force: true })
  await run(process.execPath, [seedCli, '--files-out', dir], { buffer: true })
  const where = persistTo ? ['--persist-to', persistTo] : []
  await run(
    wrangler,
    ['r2', 'bulk', 'put', FILES_BUCKET, '--local', ...where, '--filename', path.join(dir, 'bulk.json'), '--content-type', 'application/pdf'],
    { buffer: true },
  )
}

export async function reset(options) {
  fs.rmSync(path.join(root, '.wrangler', 'state', 'v3', 'd1'), { recursive: true, force: true })
  await migrate()
  await seed({ ...options, force: true })
  await putFiles()
}

/** A failed step: everything it printed, then what failed; the process ends with status 1. */
export function reportFailure(error) {
  if (error?.output) process.stderr.write(error.output.endsWith('\n') ? error.output : `${error.output}\n`)
  console.error(error?.message ?? error)
  process.exitCode = 1
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command = 'migrate', ...rest] = process.argv.slice(2)
  const scaleIndex = rest.indexOf('--scale')
  const options = {
    scale: scaleIndex >= 0 ? Number(rest[scaleIndex + 1]) : 1,
    force: rest.includes('--force'),
  }
  const commands = {
    migrate,
    seed: () => seed(options),
    reset: () => reset(options),
    files: () => putFiles(),
    reference: () => putReference({ remote: rest.includes('--remote') }),
  }
  if (!(command in commands)) {
    console.error(`Unknown command ${command}: use migrate, seed, reset, files or reference`)
    process.exit(2)
  }
  await commands[command]().catch(reportFailure)
}
