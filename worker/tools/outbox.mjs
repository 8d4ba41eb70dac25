/**
 * `npm run outbox`: prints the local D1's outbox, newest first: every message the site queued (leads to the managers,
 * subscription confirmations…), its state, attempts, last error and next attempt, and its plain text.
 * `-- --limit N` (default 20), `-- --queued` only what is not delivered yet.
 */
import { bin, run } from './run.mjs'

const args = process.argv.slice(2)
const limitIndex = args.indexOf('--limit')
const limit = limitIndex >= 0 ? Math.max(1, Number.parseInt(args[limitIndex + 1], 10) || 20) : 20
const where = args.includes('--queued') ? "WHERE status = 'queued'" : ''
const sql = `SELECT id, kind, channel, recipient, language, subject, text_body, status, attempts, last_error,
  next_attempt_at, transport, created, sent_at FROM outbox ${where} ORDER BY id DESC LIMIT ${limit}`

const output = await run(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--json', '--command', sql], { capture: true })
const rows = JSON.parse(output)[0]?.results ?? []
if (rows.length === 0) console.log('The local outbox is empty.')
for (const row of rows.reverse()) {
  const to = row.channel === 'managers' ? 'managers (MANAGERS_EMAIL)' : row.recipient
  const state =
    row.status === 'sent'
      ? `sent ${row.sent_at} via ${row.transport}`
      : `queued, ${row.attempts} attempt(s), next ${new Date(row.next_attempt_at).toISOString()}${row.last_error ? `, last error: ${row.last_error}` : ''}`
  console.log(`── #${row.id} ${row.kind} [${row.language}] ${row.created}\nTo: ${to}\nSubject: ${row.subject}\nState: ${state}\n\n${row.text_body || '(body erased after delivery: it held a secret link)'}\n`)
}
