/**
 * `npm test`: the whole suite, as CI runs it.
 *   1. production build (`npm run build`), once; `--no-build` when the caller has just built (.ci/run does)
 *   2. side by side: vitest project `unit` (Node), vitest project `worker` (workerd with a real D1, when
 *      tests/vitest.config.ts defines it), the end-to-end test D1 (.wrangler/test, emptied, migrated and seeded), the
 *      typecheck (`tsc --noEmit`) and the linter (`eslint`, eslint.config.js); the last two start with the build,
 *      which leaves a core idle most of its time, and each counts as one test, passed or failed.
 *      One after another they left a core of the two idle most of the time; beside each other they take about as
 *      long as the worker project alone. Their output is printed a stage at a time, as each ends.
 *   3. Playwright against the build, on that test D1 (its web server, tests/e2e/serve.mjs, is told it is ready with
 *      E2E_DATABASE_PREPARED=1; when preparing it failed, the server prepares it itself under E2E_FRESH_DATABASE=1)
 * Every stage reports through a machine-readable reporter (test-results/*.json); the counts are added up and
 * the last line is `tests: N passed, N failed`. A stage that crashes before reporting counts as one failure.
 * The exit code is 1 when anything failed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { bin, run } from './run.mjs'
import { prepareTestDatabase } from '../../tests/e2e/support/test-database.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const reports = path.join(root, 'test-results')
const vitestConfig = path.join(root, 'tests', 'vitest.config.ts')
const build = !process.argv.includes('--no-build')

/** @type {Array<{ name: string, passed: number, failed: number, flaky?: number, skipped?: number, note?: string }>} */
const stages = []

const seconds = (start) => `${((Date.now() - start) / 1000).toFixed(0)} s`

function banner(text) {
  console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(3, 72 - text.length))}`)
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** Counts of a vitest JSON report; a test file that failed to load (no failing test inside) counts as one. */
function vitestCounts(report) {
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  }
}

/** Titles of the Playwright report's tests whose outcome is `outcome` ("flaky": failed first, passed on retry). */
function playwrightTitles(report, outcome) {
  const titles = []
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === outcome) titles.push(`[${test.projectName}] ${[...path, spec.title].join(' › ')}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title])
  }
  for (const suite of report.suites ?? []) walk(suite, [suite.title])
  return titles
}

/** Counts of a Playwright JSON report: a test that passed only on retry failed; errors outside tests (the web server) fail. */
function playwrightCounts(report) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {}
  return { passed: expected, failed: unexpected + flaky + (report.errors?.length ?? 0), flaky, skipped }
}

/** A vitest project, its output kept until it ends (it runs beside the other stages) and then printed as one block. */
async function vitestProject(project) {
  const name = `vitest ${project}`
  const report = path.join(reports, `vitest-${project}.json`)
  fs.rmSync(report, { force: true })
  const start = Date.now()
  const args = ['run', '--config', vitestConfig, '--project', project]
  const outcome = await run(bin('vitest'), [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { buffer: true })
    .then((output) => ({ output }))
    .catch((error) => ({ error, output: error.output ?? '' }))
  banner(name)
  process.stdout.write(outcome.output)
  const json = readJson(report)
  if (!json) {
    stages.push({ name, passed: 0, failed: 1, note: `no report (${outcome.error?.message ?? 'unknown failure'})` })
    return
  }
  const counts = vitestCounts(json)
  // Vitest exits non-zero on an error outside any test (an unhandled rejection or socket error) while its report
  // counts no failure: that run is not clean, so it counts as one failure.
  if (outcome.error && counts.failed === 0) {
    stages.push({ name, ...counts, failed: 1, note: `${seconds(start)}, vitest failed outside the tests (see above)` })
    return
  }
  stages.push({ name, ...counts, note: seconds(start) })
}

/** A check that is not a test runner (the typecheck, the linter): one passed or one failed, its output printed as it ends. */
async function checkStage(name, command, args) {
  const start = Date.now()
  const outcome = await run(command, args, { buffer: true })
    .then((output) => ({ output }))
    .catch((error) => ({ error, output: error.output ?? '' }))
  banner(name)
  process.stdout.write(outcome.output || (outcome.error ? `${outcome.error.message}\n` : 'no problems\n'))
  stages.push({ name, passed: outcome.error ? 0 : 1, failed: outcome.error ? 1 : 0, note: seconds(start) })
}

/** The end-to-end test D1, emptied, migrated and seeded; false (and a failed stage) when that failed. */
async function endToEndDatabase() {
  const start = Date.now()
  return prepareTestDatabase({ reset: true })
    .then(() => {
      console.log(`(end-to-end test database prepared in ${seconds(start)})`)
      return true
    })
    .catch((error) => {
      stages.push({ name: 'e2e database', passed: 0, failed: 1, note: error.message })
      return false
    })
}

function definesProject(project) {
  const source = fs.readFileSync(vitestConfig, 'utf8')
  return new RegExp(`name:\\s*['"]${project}['"]`).test(source)
}

async function endToEnd(databasePrepared) {
  const name = 'playwright'
  banner(`${name} (desktop 1440×900, phone 375×812)`)
  const start = Date.now()
  const report = path.join(reports, 'playwright.json')
  fs.rmSync(report, { force: true })
  const outcome = await run(bin('playwright'), ['test', '--config', path.join(root, 'tests/e2e/playwright.config.ts')], {
    // A test database the web server fails to prepare is an error of the run, counted as a failure.
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report, ...(databasePrepared ? { E2E_DATABASE_PREPARED: '1' } : { E2E_FRESH_DATABASE: '1' }) },
  })
    .then(() => undefined)
    .catch((error) => error)
  const json = readJson(report)
  if (!json) {
    stages.push({ name, passed: 0, failed: 1, note: `no report (${outcome?.message ?? 'unknown failure'})` })
    return
  }
  stages.push({ name, ...playwrightCounts(json), note: seconds(start) })
  const flaky = playwrightTitles(json, 'flaky')
  if (flaky.length > 0) {
    console.log(`\n${flaky.length} test(s) passed only on retry, counted as failed:`)
    for (const title of flaky) console.log(`  ✘ ${title}`)
  }
}

const started = Date.now()
fs.mkdirSync(reports, { recursive: true })

const checks = Promise.all([
  checkStage('typecheck', bin('tsc'), ['--noEmit', '--project', path.join(root, 'tsconfig.json')]),
  checkStage('lint', bin('eslint'), [root]),
])

let built = true
if (build) {
  banner('build')
  const start = Date.now()
  built = await run(process.execPath, [path.join(root, 'worker/tools/build.mjs')])
    .then(() => true)
    .catch(() => false)
  if (!built) stages.push({ name: 'build', passed: 0, failed: 1, note: 'the production build failed' })
  else console.log(`built in ${seconds(start)}`)
}

const hasWorkerProject = definesProject('worker')
if (!hasWorkerProject) console.log('\n(no vitest project "worker" in tests/vitest.config.ts yet: skipped)')
const [databasePrepared] = await Promise.all([
  built && endToEndDatabase(),
  vitestProject('unit'),
  hasWorkerProject && vitestProject('worker'),
  checks,
])

if (built) await endToEnd(databasePrepared)
else stages.push({ name: 'playwright', passed: 0, failed: 0, note: 'not run: no build' })

banner(`summary (${seconds(started)})`)
for (const stage of stages) {
  const extra = [
    stage.flaky ? `${stage.flaky} of the failed passed only on retry` : '',
    stage.skipped ? `${stage.skipped} skipped` : '',
    stage.note ?? '',
  ].filter(Boolean)
  console.log(
    `${stage.name.padEnd(16)} ${String(stage.passed).padStart(4)} passed ${String(stage.failed).padStart(4)} failed` +
      (extra.length ? `   ${extra.join(', ')}` : ''),
  )
}
const passed = stages.reduce((sum, stage) => sum + stage.passed, 0)
const failed = stages.reduce((sum, stage) => sum + stage.failed, 0)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exitCode = failed > 0 ? 1 : 0
