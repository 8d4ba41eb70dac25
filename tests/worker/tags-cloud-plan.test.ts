/**
 * The tag cloud's order (`-count`, OQ-19) reads only the tags counted at least as much as the last one of its page,
 * through tags_by_total (issue 43): sorting every tag by its translated title cost 25 ms at seed ×100 (30,000 tags at
 * ×1000), against 0.4 ms. The page is the same: a cut at the `skip + limit`-th count leaves out only tags after it.
 */
import { describe, expect, it } from 'vitest'
import { getWith } from './helpers'
import { planText, recordingDb, type Recorded } from './query-plan-recorder'

async function listed(url: string): Promise<{ body: { rows: Array<{ slug: string; total_count: number }> }; recorded: Recorded[] }> {
  const recorded: Recorded[] = []
  const response = await getWith({ DB: recordingDb(recorded) }, `/api/client/${url}`)
  expect(response.status).toBe(200)
  return { body: (await response.json()) as { rows: Array<{ slug: string; total_count: number }> }, recorded }
}

describe('tag cloud order (issue 43)', () => {
  it('reads the tags of the page\'s counts by a range of tags_by_total, not every tag', async () => {
    const { recorded } = await listed('tags?limit=24&order_by=-count')
    const list = recorded.find((statement) => /ORDER BY tg\.total_count DESC, title/.test(statement.sql))!
    expect(await planText(list)).toMatch(/SEARCH tg USING (COVERING )?INDEX tags_by_total \(total_count>\?\)/)
  })

  it('gives each page as the whole list in that order does', async () => {
    const whole = (await listed('tags?limit=10000&order_by=-count')).body.rows.map((tag) => tag.slug)
    expect(whole.length).toBeGreaterThan(6)
    for (const [skip, limit] of [[0, 3], [2, 4], [5, 1], [whole.length - 2, 5], [whole.length + 3, 2]] as const) {
      const page = (await listed(`tags?skip=${skip}&limit=${limit}&order_by=-count`)).body.rows.map((tag) => tag.slug)
      expect(page, `skip ${skip}, limit ${limit}`).toEqual(whole.slice(skip, skip + limit))
    }
  })
})
