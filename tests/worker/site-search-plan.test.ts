/**
 * The site search's one statement (issue 45) reads the items of each kind by key, only for the candidates it found:
 * no item table is scanned (a scan of 20,000 news for 36 candidates cost ~15 ms at seed ×100), and the index is read
 * through FTS5 alone, within each kind's window of newest matches.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { SEARCH_STATEMENT, siteSearchMatch } from '../../worker/db/site-search'

interface PlanRow {
  detail: string
}

describe('site search query plan (issue 45)', () => {
  it('looks items up by key among the candidates, never scanning an item table', async () => {
    const match = siteSearchMatch(['тренинг'])!
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${SEARCH_STATEMENT}`)
      .bind('ru', match, 36, `{title} : (${match})`, new Date().toISOString(), 12)
      .all<PlanRow>()
    const details = results.map((row) => row.detail)
    // Every item table is aliased `i`: a scan of it (even of a covering index) reads the whole catalogue.
    expect(details.filter((detail) => /^SCAN i\b/.test(detail))).toEqual([])
    expect(details.filter((detail) => /^SEARCH i USING (INDEX|INTEGER PRIMARY KEY|COVERING INDEX)/.test(detail)).length).toBeGreaterThanOrEqual(14)
    expect(details.filter((detail) => /^SCAN site_search VIRTUAL TABLE/.test(detail)).length).toBeGreaterThan(0)
  })

  it('reads the index only within rowid ranges or by rowid: no read walks all of a word\'s matches (issue 43.4: the cost stays flat as the catalogue grows)', async () => {
    const match = siteSearchMatch(['тренинг'])!
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${SEARCH_STATEMENT}`)
      .bind('ru', match, 36, `{title} : (${match})`, new Date().toISOString(), 12)
      .all<PlanRow>()
    // FTS5's plan names its constraints: M a MATCH, > and < a rowid range, = a rowid.
    const reads = results.map((row) => row.detail).filter((detail) => /^SCAN \w+ VIRTUAL TABLE INDEX/.test(detail))
    expect(reads.length).toBeGreaterThanOrEqual(3)
    expect(reads.filter((detail) => !/INDEX \d+:(=M|M\d*><)/.test(detail))).toEqual([])
  })
})
