import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { appliedMigrations } from './db.mjs'
import { withoutBanners } from './wrangler-banners.mjs'

/** What `wrangler dev` printed on start in a run of `npm start` (before issue 39.14), with a Worker error after it. */
const DEV_OUTPUT = [
  '\u001b[33m▲ \u001b[43;33m[\u001b[43;30mWARNING\u001b[43;33m]\u001b[0m \u001b[1mScheduled Workers are not automatically triggered during local development.\u001b[0m',
  '',
  '  To manually trigger a scheduled event, run:',
  '    curl "http://localhost:8815/cdn-cgi/local/scheduled"',
  '  For more details, see https://developers.cloudflare.com/workers/configuration/cron-triggers/#test-cron-triggers-locally',
  '',
  '',
  '✘ [ERROR] API failure GET /api/client/events TypeError: boom',
  '    at handler (worker/api/events.ts:12:3)',
  '',
].join('\n')

async function filtered(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks).pipe(withoutBanners()))
}

describe('npm start output (issue 39.14)', () => {
  it("drops wrangler dev's cron notice and keeps the Worker's errors in full", async () => {
    expect(await filtered([DEV_OUTPUT])).toBe('✘ [ERROR] API failure GET /api/client/events TypeError: boom\n    at handler (worker/api/events.ts:12:3)\n')
  })

  it('filters the same when the output arrives cut mid-line', async () => {
    const chunks = DEV_OUTPUT.match(/[\s\S]{1,7}/g) ?? []
    expect(await filtered(chunks)).toBe(await filtered([DEV_OUTPUT]))
  })

  it('names each migration wrangler applied once, and none when it applied none', () => {
    const report = [
      'Migrations to be applied:',
      '┌──────────────┐',
      '│ name         │',
      '├──────────────┤',
      '│ 0001_a.sql   │',
      '├──────────────┤',
      '│ 0002_b-c.sql │',
      '└──────────────┘',
      '┌──────────────┬────────┐',
      '│ 0001_a.sql   │ ✅     │',
      '└──────────────┴────────┘',
      '┌──────────────┬────────┐',
      '│ 0002_b-c.sql │ ✅     │',
      '└──────────────┴────────┘',
    ].join('\n')
    expect(appliedMigrations(report)).toEqual(['0001_a.sql', '0002_b-c.sql'])
    expect(appliedMigrations('✅ No migrations to apply!')).toEqual([])
  })
})
