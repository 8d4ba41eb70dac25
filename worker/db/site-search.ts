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
    image: 'i.image_id', date: 'NULL', dateTo: 'NULL', price: COURSE_PRICE, currency: 'i.price_currency',
  },
  product: {
    items: 'products', key: 'uuid', translations: 'product_translations', translationKey: 'product_uuid', title: 'title',
    image: PRODUCT_IMAGE, date: 'NULL', dateTo: 'NULL', price: 'i.price', currency: 'i.currency',
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
 * letter only as itself. Words are quoted letters and digits, so no FTS5 syntax reaches MATCH. Undefined when no
 * word is left.
 */
export function siteSearchMatch(words: readonly string[]): string | undefined {
  if (words.length === 0) return undefined
  return words
    .map((word) => {
      if (word.length < 2) return `"${word}"`
      const prefixes = [...new Set([word, stemOf(word) ?? word].map((form) => form.slice(0, LONGEST_PREFIX)))]
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
 * bm25 is scored over at most this many of a kind's newest matches in the languages searched: every score reads the
 * row's stored sizes, so a word found in every item of a large catalogue would cost time in proportion to it; each
 * kind of the seed ×1 catalogue has fewer rows than this, so there every match is scored.
 */
export const SCORED_MATCHES = 500

/**
 * The candidates of every kind: the `?3` items of each most relevant to `?2` by bm25 (COLUMN_WEIGHTS) in the page's
 * language or ru (its fallback), among the kind's SCORED_MATCHES newest matches (FTS5 walks a kind's rowid range
 * newest first, so each kind's cut-off is found without scoring), each with `place` 0 when the title matches (`?4`,
 * the same words in the title alone) and 1 when only the text does. One statement, so that bm25 reads each word's
 * document count (its IDF) once, not once a kind (EXPLAIN QUERY PLAN and timings: tests/bench/api-latency.mjs).
 */
export const RANKED = (() => {
  const kinds = SEARCH_KINDS.map((_, index) => `(${index}, ${kindRange(index).join(', ')})`).join(', ')
  const inScope = (match: string) => `site_search MATCH ${match} AND (rowid & 15) IN (SELECT bits FROM scope)`
  return `
  WITH scope AS (SELECT l.id % 16 AS bits FROM languages l WHERE l.language_code IN (?1, 'ru')),
  kinds (kind, low, high) AS (VALUES ${kinds}),
  cutoffs AS MATERIALIZED (SELECT kind, COALESCE((SELECT rowid FROM site_search WHERE ${inScope('?2')} AND rowid BETWEEN low AND high
    LIMIT 1 OFFSET ${SCORED_MATCHES - 1}), high) AS last FROM kinds),
  scored AS (SELECT rowid AS id, bm25(site_search, ${COLUMN_WEIGHTS.join(', ')}) AS score FROM site_search
    WHERE ${inScope('?2')} AND rowid <= (SELECT last FROM cutoffs WHERE kind = (rowid >> 32) - 1)),
  ranked AS (SELECT id, score, ROW_NUMBER() OVER (PARTITION BY id >> 32 ORDER BY score, id) AS n FROM scored),
  titled AS MATERIALIZED (SELECT rowid AS id FROM site_search WHERE ${inScope('?4')})
  SELECT r.kind, r.item, MIN(t.id IS NULL) AS place, MIN(ranked.score) AS score, MIN(ranked.id) AS age
  FROM ranked JOIN site_search_rows r ON r.id = ranked.id LEFT JOIN titled t ON t.id = ranked.id
  WHERE ranked.n <= ?3
  GROUP BY r.kind, r.item`
})()

interface RankedRow {
  kind: SearchKind
  item: string
  /** 0: a title hit; 1: a text hit only. */
  place: number
  /** bm25: smaller is more relevant. */
  score: number
  /** Smaller is newer. */
  age: number
}

function cardStatement(db: D1Database, language: Language, kind: SearchKind, items: string[], now: string): D1PreparedStatement {
  const card = CARDS[kind]
  return db
    .prepare(
      `SELECT CAST(i.${card.key} AS TEXT) AS item, i.slug, ${translated(card.title, 'title')},
         img.small AS image, ${card.date} AS date, ${card.dateTo} AS date_to, ${card.price} AS price, ${card.currency} AS currency,
         COALESCE(${kind === 'event' ? 'i.date_end' : 'NULL'} < ?3, 0) AS past
       FROM ${card.items} i
       ${translationJoins(card.translations, card.translationKey, `i.${card.key}`)}
       LEFT JOIN images img ON img.uuid = ${card.image}
       WHERE i.${card.key} IN (SELECT value FROM json_each(?2))${card.drafts ? ` AND ${visibleSql('i')}` : ''}`,
    )
    .bind(language, JSON.stringify(items), now)
}

async function rankedItems(db: D1Database, language: Language, match: string, perKind: number): Promise<RankedRow[]> {
  const { results } = await db.prepare(RANKED).bind(language, match, perKind * 3, `{title} : (${match})`).all<RankedRow>()
  return results
}

/**
 * The typed words with each one the index lacks replaced by the closest stored word (or its beginning, for a word
 * still being typed) within typoAllowance edits; undefined when nothing changed. Candidates share the word's first
 * letter, read from the index's vocabulary (fts5vocab) in term order.
 */
async function correctedWords(db: D1Database, words: readonly string[]): Promise<string[] | undefined> {
  const corrected = await Promise.all(words.map((word) => closestStoredWord(db, word)))
  return corrected.some((word, index) => word !== words[index]) ? corrected : undefined
}

async function closestStoredWord(db: D1Database, word: string): Promise<string> {
  const most = typoAllowance(word)
  if (most === 0) return word
  const first = word.slice(0, 1)
  const { results } = await db
    .prepare('SELECT term FROM site_search_terms WHERE term >= ?1 AND term < ?2 AND length(term) >= ?3 LIMIT 20000')
    .bind(first, `${first}\u{10FFFF}`, word.length - most)
    .all<{ term: string }>()
  let best = { word, distance: most + 1 }
  for (const { term } of results) {
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
 * is found, a typo of one or two letters is forgiven (the closest stored word) and `corrected` says what was searched.
 */
export async function searchSite(db: D1Database, language: Language, query: string, perKind: number, now = new Date()): Promise<StoredSearchResult> {
  const stamp = now.toISOString()
  const words = searchQueryWords(query)
  const match = siteSearchMatch(words)
  if (!match) return { corrected: null, count: 0, groups: [] }
  let ranked = await rankedItems(db, language, match, perKind)
  let corrected: string | null = null
  if (ranked.length === 0) {
    const fixed = await correctedWords(db, words)
    if (fixed) {
      ranked = await rankedItems(db, language, siteSearchMatch(fixed)!, perKind)
      if (ranked.length > 0) corrected = fixed.join(' ')
    }
  }
  return { corrected, ...(await withCards(db, language, ranked, perKind, stamp)) }
}

type StoredCard = Omit<StoredSearchHit, 'kind' | 'past'> & { item: string; past: number }

/** The cards of the candidates, per kind: coming events before past ones, then title hits, then by relevance, then newest; `perKind` each. */
async function withCards(db: D1Database, language: Language, ranked: RankedRow[], perKind: number, now: string): Promise<Omit<StoredSearchResult, 'corrected'>> {
  const byKind = new Map<SearchKind, RankedRow[]>()
  for (const row of ranked) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row])
  const kinds = [...byKind.keys()]
  if (kinds.length === 0) return { count: 0, groups: [] }
  const answers = await db.batch(kinds.map((kind) => cardStatement(db, language, kind, byKind.get(kind)!.map((row) => row.item), now)))
  const byRelevance = (a: RankedRow, b: RankedRow) => a.place - b.place || a.score - b.score || a.age - b.age
  const groups = kinds.flatMap((kind, index) => {
    const cards = new Map((answers[index]!.results as StoredCard[]).map((row) => [row.item, row]))
    const found = byKind
      .get(kind)!
      .flatMap((row) => {
        const card = cards.get(row.item)
        return card ? [{ row, card }] : []
      })
      .sort((a, b) => byRelevance(a.row, b.row))
    if (found.length === 0) return []
    // Within the kind the past go last; the groups are ordered by their most relevant item.
    const rows = [...found]
      .sort((a, b) => a.card.past - b.card.past)
      .slice(0, perKind)
      .map(({ card: { item: _item, past, ...card } }) => ({ ...card, kind, past: past === 1 }))
    return [{ kind, rows, best: found[0]!.row }]
  })
  groups.sort((a, b) => byRelevance(a.best, b.best) || SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind))
  return {
    count: groups.reduce((sum, group) => sum + group.rows.length, 0),
    groups: groups.map(({ best: _best, ...group }) => group),
  }
}
