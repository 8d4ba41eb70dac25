/**
 * The central banks' rates and what the site derives from them (BE-03, issue 42; migration 0037). A change of the
 * feeds (a run's outcomes, a staff override with its audit row) writes only its own columns and bumps the version;
 * then every pair of exchange_rates and the day's history are derived from the feeds as read, written only while
 * that version is still current. The last change's derivation always lands, so concurrent changes never leave pairs
 * that disagree with the feeds, without retry loops.
 */
import type { Currency } from '../../src/model/currencies'
import { FED_CURRENCIES, rateFailureOf, type FedCurrency, type PairRate, type RateHistoryRow, type RateSource } from '../../src/model/exchange-rates'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/model/languages'
import type { OutboxMessage } from './outbox'
import { auditIfStatement } from './staff-audit'

export interface FeedRow {
  currency: FedCurrency
  source: RateSource
  fetched_micros: number | null
  rate_date: string | null
  fetched_at: number | null
  attempted_at: number | null
  error: string | null
  override_micros: number | null
  override_by: number | null
  override_at: number | null
}

export interface FeedsSnapshot {
  version: number
  feeds: FeedRow[]
}

export async function readFeeds(db: D1Database): Promise<FeedsSnapshot> {
  const [state, feeds] = await db.batch<{ version: number } | FeedRow>([
    db.prepare('SELECT version FROM exchange_rate_state WHERE id = 1'),
    db.prepare('SELECT * FROM exchange_rate_feeds'),
  ])
  const rows = (feeds?.results ?? []) as FeedRow[]
  const order = (row: FeedRow) => FED_CURRENCIES.indexOf(row.currency)
  return { version: (state?.results[0] as { version: number } | undefined)?.version ?? 0, feeds: rows.sort((a, b) => order(a) - order(b)) }
}

/** The stored USD→currency rates (micros), the ones the public API converts with now. */
export async function ratesFromUsd(db: D1Database): Promise<Map<Currency, number>> {
  const { results } = await db.prepare(`SELECT quote, rate_micros FROM exchange_rates WHERE base = 'USD'`).all<{ quote: Currency; rate_micros: number }>()
  return new Map(results.map((row) => [row.quote, row.rate_micros]))
}

const CURRENT = '(SELECT version FROM exchange_rate_state WHERE id = 1)'
const BUMP = 'UPDATE exchange_rate_state SET version = version + 1 WHERE id = 1'

export type FetchOutcome = { currency: FedCurrency; micros: number; rateDate: string } | { currency: FedCurrency; error: string }

/** Records a run's outcomes (its own columns only, so a concurrent override stays) and bumps the version. */
export async function writeFetchOutcomes(db: D1Database, outcomes: FetchOutcome[], now: number): Promise<void> {
  await db.batch([
    ...outcomes.map((outcome) =>
      'error' in outcome
        ? db.prepare('UPDATE exchange_rate_feeds SET attempted_at = ?2, error = ?3 WHERE currency = ?1').bind(outcome.currency, now, outcome.error)
        : db
            .prepare('UPDATE exchange_rate_feeds SET fetched_micros = ?2, rate_date = ?3, fetched_at = ?4, attempted_at = ?4, error = NULL WHERE currency = ?1')
            .bind(outcome.currency, outcome.micros, outcome.rateDate, now),
    ),
    db.prepare(BUMP),
  ])
}

/** Sets (micros) or clears (null) an override with its audit row (the override as it was, and as it is), bumping the version. */
export async function writeOverride(db: D1Database, userId: number, currency: FedCurrency, micros: number | null, now: number): Promise<void> {
  await db.batch([
    auditIfStatement(
      db,
      { userId, action: micros === null ? 'exchange-rate.override.clear' : 'exchange-rate.override.set', subject: `exchange-rate:${currency}`, after: { override: micros === null ? null : micros / 1_000_000 } },
      { select: `json_object('override', override_micros / 1000000.0)`, from: 'FROM exchange_rate_feeds WHERE currency = ?1', bindings: [currency] },
      now,
    ),
    db
      .prepare('UPDATE exchange_rate_feeds SET override_micros = ?2, override_by = ?3, override_at = ?4 WHERE currency = ?1')
      .bind(currency, micros, micros === null ? null : userId, micros === null ? null : now),
    db.prepare(BUMP),
  ])
}

export interface DerivedRates {
  /** The version readFeeds answered with `feeds`. */
  version: number
  feeds: FeedRow[]
  /** Every pair derived from `feeds`. */
  pairs: PairRate[]
  /** The UTC day (YYYY-MM-DD), the key of the history rows. */
  day: string
  now: number
}

/**
 * Writes the pairs derived from the feeds of `version`, the day's applied pairs and each currency's history row;
 * nothing when the feeds changed since (false): whoever changed them derives after, from the newer feeds.
 */
export async function writeDerivedRates(db: D1Database, derived: DerivedRates): Promise<boolean> {
  const { version, day, now } = derived
  const updated = new Date(now).toISOString()
  const fromUsd = new Map(derived.pairs.filter((pair) => pair.base === 'USD').map((pair) => [pair.quote, pair.rate_micros]))
  const statements: D1PreparedStatement[] = []
  for (const pair of derived.pairs) {
    statements.push(
      db
        .prepare(
          `INSERT INTO exchange_rates (base, quote, rate_micros, updated) SELECT ?1, ?2, ?3, ?4 WHERE ${CURRENT} = ?5
           ON CONFLICT (base, quote) DO UPDATE SET rate_micros = excluded.rate_micros, updated = excluded.updated`,
        )
        .bind(pair.base, pair.quote, pair.rate_micros, updated, version),
      db
        .prepare(`INSERT OR REPLACE INTO exchange_rate_applied (day, base, quote, rate_micros) SELECT ?1, ?2, ?3, ?4 WHERE ${CURRENT} = ?5`)
        .bind(day, pair.base, pair.quote, pair.rate_micros, version),
    )
  }
  for (const feed of derived.feeds) {
    const fetchedToday = feed.fetched_at !== null && new Date(feed.fetched_at).toISOString().slice(0, 10) === day
    const attemptedToday = feed.attempted_at !== null && new Date(feed.attempted_at).toISOString().slice(0, 10) === day
    statements.push(
      db
        .prepare(
          `INSERT OR REPLACE INTO exchange_rate_history (day, currency, source, fetched_micros, rate_date, error, override_micros, used_micros, applied_micros, at)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10 WHERE ${CURRENT} = ?11`,
        )
        .bind(
          day,
          feed.currency,
          feed.source,
          fetchedToday ? feed.fetched_micros : null,
          feed.rate_date,
          attemptedToday ? feed.error : null,
          feed.override_micros,
          feed.override_micros ?? feed.fetched_micros,
          fromUsd.get(feed.currency) ?? null,
          now,
          version,
        ),
    )
  }
  statements.push(db.prepare(`SELECT ${CURRENT} = ?1 AS current`).bind(version))
  const results = await db.batch<{ current: number }>(statements)
  return results.at(-1)?.results[0]?.current === 1
}

/** The history of the last `days` UTC days up to `today`, newest first. */
export async function rateHistory(db: D1Database, today: string, days: number): Promise<RateHistoryRow[]> {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10)
  const { results } = await db
    .prepare(
      `SELECT day, currency, source, fetched_micros, rate_date, error, override_micros, applied_micros
       FROM exchange_rate_history WHERE day >= ?1 ORDER BY day DESC, currency`,
    )
    .bind(from)
    .all<{ day: string; currency: FedCurrency; source: RateSource; fetched_micros: number | null; rate_date: string | null; error: string | null; override_micros: number | null; applied_micros: number | null }>()
  const units = (micros: number | null) => (micros === null ? null : micros / 1_000_000)
  return results.map((row) => ({
    day: row.day,
    currency: row.currency,
    source: row.source,
    fetched: units(row.fetched_micros),
    rate_date: row.rate_date,
    error: rateFailureOf(row.error),
    override: units(row.override_micros),
    applied: units(row.applied_micros),
  }))
}

/** Staff who hear of failed fetches: the manager role, which admins hold too; each with their account's language (ru when none of the site's). */
const MANAGERS = `SELECT DISTINCT u.id, u.email, CASE WHEN u.language IN (${LANGUAGES.map((language) => `'${language}'`).join(', ')}) THEN u.language ELSE '${DEFAULT_LANGUAGE}' END AS language
  FROM staff_roles r JOIN client_users u ON u.id = r.user_id WHERE r.role IN ('manager', 'admin')`

/**
 * Queues `messages` (one a language of the site) in each manager's language once for each manager (their own address) under the
 * cause `cause`, or the Russian one once to the managers' address when there is no manager account; a manager already
 * holding a message of that kind and cause gets none. One statement a language and one for the managers' address, so
 * forty runs at once still queue one message a manager. Answers how many were queued.
 */
export async function queueManagersAlert(db: D1Database, messages: readonly OutboxMessage[], cause: string, now: number): Promise<number> {
  const created = new Date(now).toISOString()
  const valuesOf = (message: OutboxMessage) => [message.kind, cause, message.language, message.subject, message.text, message.html, now, created]
  const results = await db.batch([
    ...messages.map((message) =>
      db
        .prepare(
          `INSERT INTO outbox (kind, cause, channel, recipient, language, subject, text_body, html_body, holds_secret, next_attempt_at, created)
           SELECT ?1, ?2, 'visitors', m.email, ?3, ?4, ?5, ?6, 0, ?7, ?8 FROM (${MANAGERS}) m
           WHERE m.language = ?3 AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.cause = ?2 AND o.kind = ?1 AND o.recipient = m.email)`,
        )
        .bind(...valuesOf(message)),
    ),
    db
      .prepare(
        `INSERT INTO outbox (kind, cause, channel, recipient, language, subject, text_body, html_body, holds_secret, next_attempt_at, created)
         SELECT ?1, ?2, 'managers', '', ?3, ?4, ?5, ?6, 0, ?7, ?8
         WHERE NOT EXISTS (${MANAGERS}) AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.cause = ?2 AND o.kind = ?1)`,
      )
      .bind(...valuesOf(messages.find((message) => message.language === DEFAULT_LANGUAGE)!)),
  ])
  return results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0)
}
