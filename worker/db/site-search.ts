import type { Language } from '../../src/model/languages'
import { editDistance, SEARCH_KINDS, searchQueryWords, typoAllowance, type SearchKind, type SiteSearchHit } from '../../src/model/site-search'
import type { Currency } from '../../src/model/currencies'
import { visibleSql } from './content-registry'
import { stemOf } from './search-stems'
import { translated, translationJoins } from './translations'

/** How each kind's card reads: its table and key, title, picture, date and price (SQL over `i`, the item's row). */
interface KindCard {
  items: string
  key: string
  translations: string
  translationKey: string
  title: string
  image: string
  date: string
  dateTo: string
  price: string
  currency: string
  /** A content type with drafts and scheduled publication (issue 42): only what visitors may see is found. */
  drafts?: true
}

const PRODUCT_IMAGE =
  "(SELECT ei.image_uuid FROM entity_images ei WHERE ei.entity_kind = 'products' AND ei.entity_id = i.uuid ORDER BY ei.position LIMIT 1)"
const COURSE_PRICE = '(SELECT MIN(o.price_amount) FROM online_course_options o WHERE o.course_uuid = i.uuid)'

const CARDS: Record<SearchKind, KindCard> = {
  event: {
    items: 'events', key: 'uuid', translations: 'event_translations', translationKey: 'event_uuid', title: 'title',
    image: 'i.image_id', date: 'i.date_from', dateTo: 'i.date_to', price: 'i.price_amount', currency: 'i.price_currency', drafts: true,
  },
  online_course: {
    items: 'online_courses', key: 'uuid', translations: 'online_course_translations', translationKey: 'course_uuid', title: 'title',
    image: 'i.image_id', date: 'NULL', dateTo: 'NULL', price: COURSE_PRICE, currency: 'i.price_currency', drafts: true,
  },
  product: {
    items: 'products', key: 'uuid', translations: 'product_translations', translationKey: 'product_uuid', title: 'title',
    image: PRODUCT_IMAGE, date: 'NULL', dateTo: 'NULL', price: 'i.price', currency: 'i.currency', drafts: true,
  },
  trainer: {
    items: 'trainers', key: 'id', translations: 'trainer_translations', translationKey: 'trainer_id', title: 'full_name',
    image: 'i.image_id', date: 'NULL', dateTo: 'NULL', price: 'NULL', currency: 'NULL', drafts: true,
  },
  news: {
    items: 'news', key: 'uuid', translations: 'news_translations', translationKey: 'news_uuid', title: 'title',
    image: 'NULL', date: 'i.date_publication', dateTo: 'NULL', price: 'NULL', currency: 'NULL', drafts: true,
  },
  article: {
    items: 'articles', key: 'uuid', translations: 'article_translations', translationKey: 'article_uuid', title: 'title',
    image: 'i.image_id', date: 'i.date_publication', dateTo: 'NULL', price: 'NULL', currency: 'NULL', drafts: true,
  },
  page: {
    items: 'pages', key: 'uuid', translations: 'page_translations', translationKey: 'page_uuid', title: 'title',
    image: 'NULL', date: 'NULL', dateTo: 'NULL', price: 'NULL', currency: 'NULL', drafts: true,
  },
}

/** An item found, as stored: its price in the item's base currency. */
export type StoredSearchHit = Omit<SiteSearchHit, 'currency'> & { currency: Currency | null }

export interface StoredSearchGroup {
  kind: SearchKind
  rows: StoredSearchHit[]
}

export interface StoredSearchResult {
  corrected: string | null
  count: number
  groups: StoredSearchGroup[]
}

/** The longest prefix the index keeps its own list for (migration 0048): a longer one is merged term by term, slowly. */
const LONGEST_PREFIX = 8

/**
 * The FTS5 query of a visitor's words: each word matches as a prefix of a stored word, or its Snowball stem does
 * (переговоры → переговор*, courses → cours*), cut to LONGEST_PREFIX letters, and all words must match; a single
 * letter only as itself. A form that another begins is left out (тренинги* beside тренинг*: every word it finds, the
 * shorter finds too), so FTS5 merges one prefix list, not two: "leaders" cost 14 ms instead of 20 at seed ×100
 * (tests/bench/search-sql.mjs). Words are quoted letters and digits, so no FTS5 syntax reaches MATCH. Undefined when no
 * word is left.
 */
export function siteSearchMatch(words: readonly string[]): string | undefined {
  if (words.length === 0) return undefined
  return words
    .map((word) => {
      if (word.length < 2) return `"${word}"`
      const forms = [...new Set([word, stemOf(word) ?? word].map((form) => form.slice(0, LONGEST_PREFIX)))]
      const prefixes = forms.filter((form) => !forms.some((other) => other !== form && form.startsWith(other)))
      const terms = prefixes.map((prefix) => `"${prefix}"*`)
      return terms.length === 1 ? terms[0]! : `(${terms.join(' OR ')})`
    })
    .join(' AND ')
}

/** The rowids of kind `index` of SEARCH_KINDS (migration 0048). */
function kindRange(index: number): [number, number] {
  return [(index + 1) * 2 ** 32, (index + 2) * 2 ** 32 - 1]
}

/** bm25's column weights (title, text): a word in the title counts as ten in the text. */
export const COLUMN_WEIGHTS = [10, 1] as const
/**
 * How many of a kind's newest matches in the languages searched are ranked: FTS5 walks a kind's rowid range newest
 * first, so the window of a kind's SCORED_MATCHES newest matches is found by one LIMIT, and only its rows are read.
 * When no kind has that many matches (every search of the seed ×1 catalogue), bm25 (COLUMN_WEIGHTS) ranks them. When
 * one has, the words are common in the catalogue and bm25 is not used: it counts the documents of each word over the
 * whole index (its IDF), a cost in proportion to the catalogue; such a search ranks title hits first, then the newest.
 * At seed ×1000 this took a one-word search from 17–52 ms of CPU to 7–10 (tests/bench/search-sql.mjs, issue 43.4).
 */
export const SCORED_MATCHES = 250

/** D1 allows at most this many SELECTs in one compound (SQLITE_LIMIT_COMPOUND_SELECT): "too many terms in compound SELECT". */
const COMPOUND_TERMS = 5

/** `selects` as one UNION ALL, nested in groups as D1's compound limit asks (the planner flattens them again). */
function unionAll(selects: readonly string[]): string {
  if (selects.length <= COMPOUND_TERMS) return selects.join('\n  UNION ALL ')
  const groups: string[] = []
  for (let start = 0; start < selects.length; start += COMPOUND_TERMS - 1) {
    groups.push(`SELECT * FROM (${selects.slice(start, start + COMPOUND_TERMS - 1).join('\n  UNION ALL ')})`)
  }
  return unionAll(groups)
}

/** The card columns of `kind`'s rows, over `i` (the item), `t`/`r` (its translations) and `img`. */
function cardColumns(kind: SearchKind): string {
  const card = CARDS[kind]
  return `CAST(i.${card.key} AS TEXT) AS item, i.slug, ${translated(card.title, 'title')}, img.small AS image,
    ${card.date} AS date, ${card.dateTo} AS date_to, ${card.price} AS price, ${card.currency} AS currency`
}

/**
 * The whole search in one statement, one round trip (issue 45), in the page's language (`?1`) or ru (its fallback), for
 * the FTS5 query `?2`. Each kind's window (`windows`) holds its SCORED_MATCHES newest matches, and only these rows are
 * read (a rowid range a kind), for the matches and for the title hits among them (`?4`: the same words in the title
 * alone). The `?3` best of each kind's window are the candidates: title hits first, then by bm25 where it is used
 * (SCORED_MATCHES says when), then newest. Then the visible ones (no drafts) are ordered per kind: coming events first
 * (`?5`: now), then title hits, then by relevance, then newest; and only the `?6` shown of each kind are joined with
 * their translations and picture. Each row carries its kind's best relevance (`best_*`), which orders the groups.
 * EXPLAIN QUERY PLAN and CPU timings: tests/bench/search-sql.mjs; the plan test: tests/worker/site-search-plan.test.ts.
 */
export const SEARCH_STATEMENT = (() => {
  const kinds = SEARCH_KINDS.map((_, index) => `(${index}, ${kindRange(index).join(', ')})`).join(', ')
  const inScope = (match: string, rowid = 'rowid') => `site_search MATCH ${match} AND (${rowid} & 15) IN (SELECT bits FROM scope)`
  const itemOf = (kind: SearchKind) => `${CARDS[kind].items} i ON i.${CARDS[kind].key} = f.item`
  const visible = SEARCH_KINDS.map((kind) => {
    const card = CARDS[kind]
    const past = kind === 'event' ? 'COALESCE(i.date_end < ?5, 0)' : '0'
    return `SELECT f.kind, f.item, f.place, f.score, f.age, ${past} AS past FROM found f CROSS JOIN ${itemOf(kind)}
    WHERE f.kind = '${kind}'${card.drafts ? ` AND ${visibleSql('i')}` : ''}`
  })
  const cards = SEARCH_KINDS.map((kind) => {
    const card = CARDS[kind]
    return `SELECT f.kind, f.n, f.past, f.best_place, f.best_score, f.best_age, ${cardColumns(kind)}
    FROM shown f CROSS JOIN ${itemOf(kind)}
    ${translationJoins(card.translations, card.translationKey, `i.${card.key}`)}
    LEFT JOIN images img ON img.uuid = ${card.image}
    WHERE f.kind = '${kind}' AND f.n <= ?6`
  })
  // The rows of a kind's window (`w`: its SCORED_MATCHES newest matches) that `match` finds: FTS5 reads the rowid range alone.
  const inWindow = (match: string) => `windows w CROSS JOIN site_search f WHERE ${inScope(match, 'f.rowid')} AND f.rowid BETWEEN w.low AND w.last`
  return `
  WITH scope AS (SELECT l.id % 16 AS bits FROM languages l WHERE l.language_code IN (?1, 'ru')),
  kinds (kind, low, high) AS (VALUES ${kinds}),
  cuts AS MATERIALIZED (SELECT low, high, (SELECT rowid FROM site_search WHERE ${inScope('?2')} AND rowid BETWEEN low AND high
    LIMIT 1 OFFSET ${SCORED_MATCHES - 1}) AS last FROM kinds),
  windows AS MATERIALIZED (SELECT low, COALESCE(last, high) AS last, last IS NOT NULL AS capped FROM cuts),
  ranking AS MATERIALIZED (SELECT NOT EXISTS (SELECT 1 FROM windows WHERE capped) AS by_bm25),
  scored AS (SELECT f.rowid AS id, CASE WHEN (SELECT by_bm25 FROM ranking) THEN bm25(site_search, ${COLUMN_WEIGHTS.join(', ')}) ELSE 0 END AS score
    FROM ${inWindow('?2')}),
  titled AS MATERIALIZED (SELECT f.rowid AS id FROM ${inWindow('?4')}),
  candidates AS MATERIALIZED (SELECT id, score, title FROM (SELECT s.id, s.score, t.id IS NOT NULL AS title,
    ROW_NUMBER() OVER (PARTITION BY s.id >> 32 ORDER BY t.id IS NULL, s.score, s.id) AS n FROM scored s LEFT JOIN titled t ON t.id = s.id) WHERE n <= ?3),
  found AS MATERIALIZED (SELECT r.kind, r.item, MIN(NOT c.title) AS place, MIN(c.score) AS score, MIN(c.id) AS age
    FROM candidates c CROSS JOIN site_search_rows r ON r.id = c.id GROUP BY r.kind, r.item),
  visible AS (${unionAll(visible)}),
  shown AS MATERIALIZED (SELECT kind, item, past, ROW_NUMBER() OVER (PARTITION BY kind ORDER BY past, place, score, age) AS n,
    FIRST_VALUE(place) OVER best AS best_place, FIRST_VALUE(score) OVER best AS best_score, FIRST_VALUE(age) OVER best AS best_age
    FROM visible WINDOW best AS (PARTITION BY kind ORDER BY place, score, age))
  ${unionAll(cards)}`
})()

/** A shown item as the statement answers it: its card, its place in the kind, and the kind's best relevance. */
type SearchRow = Omit<StoredSearchHit, 'past'> & {
  item: string
  n: number
  past: number
  /** 0: a title hit; 1: a text hit only. */
  best_place: number
  /** bm25: smaller is more relevant. */
  best_score: number
  /** Smaller is newer. */
  best_age: number
}

function searchRows(db: D1Database, language: Language, match: string, perKind: number, now: string): D1PreparedStatement {
  return db.prepare(SEARCH_STATEMENT).bind(language, match, perKind * 3, `{title} : (${match})`, now, perKind)
}

/** Whether the FTS5 query `match` finds any row of the index in the page's language or ru (parameters named): one seek, found or not. */
function matchedSql(language: string, match: string): string {
  return `EXISTS (SELECT 1 FROM site_search WHERE site_search MATCH ${match}
    AND (rowid & 15) IN (SELECT l.id % 16 FROM languages l WHERE l.language_code IN (${language}, 'ru')))`
}

/**
 * The index's words a typed word may be a typo of, when the index has no word beginning with it (none otherwise, found
 * by one seek): those of the same first letter and at least its length less typoAllowance, in term order (fts5vocab,
 * which reads each term's rows: ~10 ms at seed ×100). With `unlessMatched`, none either when the search's words are in
 * the index (one more seek; a word form the index lacks, переговорами, is found by its stem): searchSite reads them
 * without that condition only when the search still shows nothing.
 */
function typoCandidates(db: D1Database, word: string, unlessMatched?: { language: Language; match: string }): D1PreparedStatement {
  const matched = unlessMatched ? `NOT ${matchedSql('?5', '?6')} AND` : ''
  // The conditions are a one-row gate read first: in the scan's WHERE, SQLite would test them term by term, after the scan.
  // Both are FTS5 seeks (the search's own words, then any word beginning with this one), the cheaper first: fts5vocab
  // counts a term's documents to answer even one row, which for a common word cost 3 ms at seed ×1000.
  return db
    .prepare(
      `WITH gate AS MATERIALIZED (SELECT 1 WHERE ${matched} NOT EXISTS (SELECT 1 FROM site_search WHERE site_search MATCH ?3))
       SELECT term FROM gate CROSS JOIN site_search_terms WHERE term >= ?1 AND term < ?1 || ?4 AND length(term) >= ?2 LIMIT 20000`,
    )
    .bind(word.slice(0, 1), word.length - typoAllowance(word), `"${word}"*`, '\u{10FFFF}', ...(unlessMatched ? [unlessMatched.language, unlessMatched.match] : []))
}

/**
 * The closest of `candidates` to `word` within typoAllowance edits (a whole word, or its beginning for a word still
 * being typed), the first in term order on a tie; `word` itself when none is (or the index has a word beginning with it).
 */
function closestStoredWord(word: string, candidates: readonly { term: string }[]): string {
  const most = typoAllowance(word)
  let best = { word, distance: most + 1 }
  for (const { term } of candidates) {
    if (term.startsWith(word)) return word
    const whole = editDistance(word, term, most)
    const beginning = editDistance(word, term.slice(0, word.length), most)
    const distance = Math.min(whole, beginning)
    if (distance < best.distance) best = { word: whole <= beginning ? term : term.slice(0, word.length), distance }
  }
  return best.word
}

/**
 * Site search (issue 45): the best `perKind` items of each kind for the words of `query`, in `language` with ru as
 * the fallback its pages show; coming events before past ones; groups in the order of their best item. When nothing
 * is found, a typo of one or two letters is forgiven (each word the index lacks replaced by the closest stored word)
 * and `corrected` says what was searched. The search, whether its words are in the index at all, and the typo
 * candidates (read only when they are not) go in one round trip; a forgiven typo costs one more, the search of the
 * corrected words. Only when the words are in the index but the search shows nothing (every item found hidden) are the
 * candidates read in a round trip of their own, so that the answer is always the same.
 */
export async function searchSite(db: D1Database, language: Language, query: string, perKind: number, now = new Date()): Promise<StoredSearchResult> {
  const stamp = now.toISOString()
  const words = searchQueryWords(query)
  const match = siteSearchMatch(words)
  if (!match) return { corrected: null, count: 0, groups: [] }
  const correctable = words.filter((word) => typoAllowance(word) > 0)
  const probe = correctable.length > 0 ? [db.prepare(`SELECT ${matchedSql('?1', '?2')} AS matched`).bind(language, match)] : []
  const [found, ...rest] = await db.batch<unknown>([
    searchRows(db, language, match, perKind, stamp),
    ...probe,
    ...correctable.map((word) => typoCandidates(db, word, { language, match })),
  ])
  let rows = found!.results as SearchRow[]
  let corrected: string | null = null
  if (rows.length === 0 && correctable.length > 0) {
    const [matched, ...read] = rest as D1Result<unknown>[]
    const candidates = (matched!.results[0] as { matched: number }).matched
      ? await db.batch<{ term: string }>(correctable.map((word) => typoCandidates(db, word)))
      : (read as D1Result<{ term: string }>[])
    const closest = new Map(correctable.map((word, index) => [word, closestStoredWord(word, candidates[index]!.results)]))
    const fixed = words.map((word) => closest.get(word) ?? word)
    if (fixed.some((word, index) => word !== words[index])) {
      rows = (await searchRows(db, language, siteSearchMatch(fixed)!, perKind, stamp).all<SearchRow>()).results
      if (rows.length > 0) corrected = fixed.join(' ')
    }
  }
  return { corrected, ...grouped(rows) }
}

/** The rows in groups by kind, each in its order; the groups by their best item's relevance, then in SEARCH_KINDS order. */
function grouped(rows: SearchRow[]): Omit<StoredSearchResult, 'corrected'> {
  const byKind = new Map<SearchKind, SearchRow[]>()
  for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row])
  const best = (kind: SearchKind) => byKind.get(kind)![0]!
  const kinds = [...byKind.keys()].sort(
    (a, b) =>
      best(a).best_place - best(b).best_place ||
      best(a).best_score - best(b).best_score ||
      best(a).best_age - best(b).best_age ||
      SEARCH_KINDS.indexOf(a) - SEARCH_KINDS.indexOf(b),
  )
  const groups = kinds.map((kind) => ({
    kind,
    rows: byKind
      .get(kind)!
      .sort((a, b) => a.n - b.n)
      .map(({ item: _item, n: _n, best_place: _place, best_score: _score, best_age: _age, past, ...card }) => ({ ...card, kind, past: past === 1 })),
  }))
  return { count: rows.length, groups }
}
