/**
 * The D1 of the Worker under test, kept apart from the development database (.wrangler/test, not
 * .wrangler/state): migrations applied, then the deterministic demo seed. `reset` starts from nothing so a run
 * never depends on what an earlier run wrote.
 */
import fs from 'node:fs'
import path from 'node:path'
import { putFiles } from '../../../worker/tools/db.mjs'
import { bin, run } from '../../../worker/tools/run.mjs'
import { ROOT, TEST_STATE_DIR } from './paths.mjs'

const wrangler = bin('wrangler')
const local = ['--local', '--persist-to', TEST_STATE_DIR]

async function isEmpty() {
  const [row] = await queryTestDatabase('SELECT COUNT(*) AS count FROM languages')
  return (row?.count ?? 0) === 0
}

/** The demo seed's SQL, written to a file of the test state. */
async function writeSeed() {
  const file = path.join(TEST_STATE_DIR, 'seed.sql')
  fs.mkdirSync(TEST_STATE_DIR, { recursive: true })
  await run(process.execPath, [path.join(ROOT, 'worker/db/seed/cli.ts'), '--scale', '1', '--out', file])
  return file
}

const MIGRATIONS_DIR = path.join(ROOT, 'worker/db/migrations')
/** wrangler's record of applied migrations (the default `migrations_table`; wrangler.toml sets none). */
const MIGRATIONS_TABLE = 'd1_migrations'

/**
 * Every migration of an empty database as one SQL text, written the way `wrangler d1 migrations apply` writes each of
 * them (its table of applied migrations, then each migration followed by its row there), so a later `migrations
 * apply` finds them all applied. wrangler runs each migration in a Miniflare of its own, half a second apiece.
 */
function allMigrationsSql() {
  const names = fs.readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).sort()
  const table = `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE}(
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`
  const migrations = names.map(
    (name) => `${fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8')}\nINSERT INTO ${MIGRATIONS_TABLE} (name) VALUES ('${name.replace(/'/g, "''")}');`,
  )
  return [table, ...migrations].join('\n')
}

/** An empty test D1 migrated and seeded in one `wrangler d1 execute`. */
async function createSeeded(seedFile) {
  const file = path.join(TEST_STATE_DIR, 'fresh.sql')
  fs.writeFileSync(file, `${allMigrationsSql()}\n${fs.readFileSync(await seedFile, 'utf8')}`)
  await run(wrangler, ['d1', 'execute', 'DB', ...local, '--file', file], { capture: true })
}

/**
 * Migrates the test D1 and seeds it when empty (with `reset`, deletes it first and creates it in one step); writes
 * the demo files to its R2. The seed's SQL is written meanwhile (a process of its own); the files only after the
 * database: two Miniflares on the same state at once failed to start one of them ("database is locked").
 */
export async function prepareTestDatabase({ reset = false } = {}) {
  if (reset) fs.rmSync(path.join(TEST_STATE_DIR, 'v3', 'd1'), { recursive: true, force: true })
  const seedFile = writeSeed()
  const database = async () => {
    if (reset) {
      await createSeeded(seedFile)
      console.log('Test database created, migrated and seeded.')
      return
    }
    await run(wrangler, ['d1', 'migrations', 'apply', 'DB', ...local], { env: { CI: 'true' }, capture: true })
    if (await isEmpty()) {
      await run(wrangler, ['d1', 'execute', 'DB', ...local, '--file', await seedFile], { capture: true })
      console.log('Test database migrated and seeded.')
    } else {
      console.log('Test database migrated; it already has content.')
    }
  }
  await Promise.all([database(), seedFile])
  await putFiles({ persistTo: TEST_STATE_DIR })
}

/** The SQLite file of the test D1 (Miniflare keeps one per database, next to its own metadata.sqlite). */
function testDatabaseFile() {
  const folder = path.join(TEST_STATE_DIR, 'v3', 'd1', 'miniflare-D1DatabaseObject')
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite') : []
  if (files.length !== 1) throw new Error(`expected one D1 database in ${folder}, found ${files.length}: prepare it with prepareTestDatabase`)
  return path.join(folder, files[0])
}

/**
 * Rows of a read-only query on the test D1 while the server runs (a lead and its outbox message, for example). The
 * file is read directly as a second SQLite reader (the database is in WAL mode, so it sees every committed write and
 * never blocks the Worker's), opened read-only: a test cannot change the data behind the server's back. A
 * `wrangler d1 execute` for each query started a whole workerd, about 2 s and 3 s of CPU every time.
 */
export async function queryTestDatabase(sql) {
  const { DatabaseSync } = await import('node:sqlite')
  const database = new DatabaseSync(testDatabaseFile(), { readOnly: true })
  try {
    database.exec('PRAGMA busy_timeout = 5000')
    return database.prepare(sql).all().map((row) => ({ ...row }))
  } finally {
    database.close()
  }
}
