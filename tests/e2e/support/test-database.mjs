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
  const output = await run(
    wrangler,
    ['d1', 'execute', 'DB', ...local, '--json', '--command', 'SELECT COUNT(*) AS count FROM languages'],
    { capture: true },
  )
  const [result] = JSON.parse(output)
  return (result?.results?.[0]?.count ?? 0) === 0
}

async function seed() {
  const file = path.join(TEST_STATE_DIR, 'seed.sql')
  fs.mkdirSync(TEST_STATE_DIR, { recursive: true })
  await run(process.execPath, [path.join(ROOT, 'worker/db/seed/cli.ts'), '--scale', '1', '--out', file])
  await run(wrangler, ['d1', 'execute', 'DB', ...local, '--file', file], { capture: true })
}

/** Migrates the test D1 and seeds it when empty (with `reset`, deletes it first); writes the demo files to its R2. */
export async function prepareTestDatabase({ reset = false } = {}) {
  if (reset) fs.rmSync(path.join(TEST_STATE_DIR, 'v3', 'd1'), { recursive: true, force: true })
  await run(wrangler, ['d1', 'migrations', 'apply', 'DB', ...local], { env: { CI: 'true' }, capture: true })
  if (reset || (await isEmpty())) {
    await seed()
    console.log('Test database migrated and seeded.')
  } else {
    console.log('Test database migrated; it already has content.')
  }
  await putFiles({ persistTo: TEST_STATE_DIR })
}

/** Rows of a read-only query on the test D1 while the server runs (a lead and its outbox message, for example). */
export async function queryTestDatabase(sql) {
  const output = await run(wrangler, ['d1', 'execute', 'DB', ...local, '--json', '--command', sql], { capture: true })
  return JSON.parse(output)[0]?.results ?? []
}
