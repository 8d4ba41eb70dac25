/**
 * No list or item query of /api/client scans a large table (issue 3 §4, BE-22): every SQL statement the API
 * issues for the URLs of tests/worker/query-plans/*.ts is recorded with its bindings through a proxy of the D1
 * binding, then explained with `EXPLAIN QUERY PLAN`. A `SCAN <large table>` without an index fails the URL.
 * Families add URLs to their file there; nothing else changes here.
 */
import { describe, expect, it } from 'vitest'
import { getWith } from './helpers'
import { fullScans, hiddenCountsOffIndex, recordingDb, type Recorded } from './query-plan-recorder'
import * as events from './query-plans/events'
import * as publications from './query-plans/publications'
import * as reference from './query-plans/reference'
import * as shop from './query-plans/shop'

/** A family's file exports the `urls` whose plans are taken (on the demo content tests/worker/setup.ts seeds). */
type FamilyFile = { urls: string[] }

const FAMILIES: Record<string, FamilyFile> = { reference, events, publications, shop }

describe('query plans: no full scan of a large table', () => {
  it('the detector flags a full scan and accepts an index search', async () => {
    expect(await fullScans({ sql: "SELECT slug, created FROM tags tg WHERE length(tg.slug) > 1", bindings: [] })).not.toEqual([])
    expect(await fullScans({ sql: 'SELECT slug FROM tags WHERE slug = ?1', bindings: ['x'] })).toEqual([])
    expect(await fullScans({ sql: 'SELECT code FROM countries WHERE position + 0 > 1', bindings: [] })).toEqual([])
  })

  for (const [family, { urls: list }] of Object.entries(FAMILIES)) {
    describe(family, () => {
      it.each(list.length > 0 ? list : ['(no URLs yet)'])('%s', async (url) => {
        if (list.length === 0) return
        const recorded: Recorded[] = []
        const response = await getWith({ DB: recordingDb(recorded) }, `/api/client/${url}`)
        expect(response.status, `${url} answered ${response.status}: ${await response.clone().text()}`).toBe(200)
        expect(recorded.length, 'the call issued no SQL').toBeGreaterThan(0)
        const scans = (await Promise.all(recorded.map(async (statement) => (await fullScans(statement)).map((scan) => `${scan}\n    in: ${statement.sql.replace(/\s+/g, ' ')}`)))).flat()
        expect(scans).toEqual([])
        // Issue 43: the hidden items are counted through the type's partial index, whatever else the list filters on.
        expect((await Promise.all(recorded.map(hiddenCountsOffIndex))).flat()).toEqual([])
      })
    })
  }
})
