/**
 * The desk's reads and writes of event options (issue 42, issue 44 "Seats", BE-04, BE-15). Every write is one batch:
 * a version guard (a stale save rolls the batch back), the audit row, the change.
 */
import type { Currency } from '../../src/model/currencies'
import type { EventOptionTitles, StaffEventOption, StaffEventOptions } from '../../src/model/event-options'
import { seatCounts } from '../../src/model/event-seats'
import { LANGUAGES, type Language } from '../../src/model/languages'
import { heldSeatsSql, soldSeatsSql } from './event-seats'
import { auditStatement } from './staff-audit'

/** An option write as stored: titles trimmed, an empty translation meaning "use ru". */
export interface EventOptionWrite {
  titles: EventOptionTitles
  price_amount: number
  old_price_amount: number | null
  position: number
  seats: number | null
}

/** Why a write did not happen: someone saved first, or orders point at the option. */
export type EventOptionConflict = 'stale' | 'referenced'

interface Actor {
  userId: number
  now: number
}

interface OptionRow {
  uuid: string
  position: number
  price_amount: number
  old_price_amount: number | null
  seats: number | null
  version: number
  sold: number
  held: number
  orders: number
}

/** The event (by uuid or slug) and its options in order, each with its titles, seats sold/held/free and orders. */
export async function readEventOptions(db: D1Database, key: string, now: number): Promise<StaffEventOptions | null> {
  const event = await db
    .prepare(
      `SELECT e.uuid, e.slug, e.price_currency AS currency, COALESCE(t.title, '') AS title FROM events e
       LEFT JOIN event_translations t ON t.event_uuid = e.uuid AND t.language = 'ru'
       WHERE e.uuid = ?1 OR e.slug = ?1 LIMIT 1`,
    )
    .bind(key)
    .first<{ uuid: string; slug: string; currency: Currency; title: string }>()
  if (!event) return null
  const [options, titles] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT o.uuid, o.position, o.price_amount, o.old_price_amount, o.seats, o.version,
           ${soldSeatsSql('o.uuid')} AS sold, ${heldSeatsSql('o.uuid', '?2')} AS held,
           (SELECT count(*) FROM event_orders so WHERE so.event_option_uuid = o.uuid) AS orders
         FROM event_options o WHERE o.event_uuid = ?1 ORDER BY o.position, o.uuid`,
      )
      .bind(event.uuid, new Date(now).toISOString()),
    db
      .prepare('SELECT t.option_uuid, t.language, t.title FROM event_option_translations t JOIN event_options o ON o.uuid = t.option_uuid WHERE o.event_uuid = ?1')
      .bind(event.uuid),
  ])
  const rows = (options!.results as unknown as OptionRow[]).map((row): StaffEventOption => {
    const texts = titles!.results.filter((text) => text.option_uuid === row.uuid)
    const title = (language: Language) => String(texts.find((text) => text.language === language)?.title ?? '')
    return {
      uuid: row.uuid,
      position: row.position,
      titles: Object.fromEntries(LANGUAGES.map((language) => [language, title(language)])) as Record<Language, string>,
      price_amount: row.price_amount,
      old_price_amount: row.old_price_amount,
      seats: row.seats,
      version: row.version,
      counts: seatCounts(row.seats, row.sold, row.held),
      orders: row.orders,
    }
  })
  return { event, rows }
}

/** Refuses the batch (CHECK stale_version) unless the option is stored with exactly this version. */
function versionGuard(db: D1Database, uuid: string, version: number): D1PreparedStatement {
  return db
    .prepare('INSERT INTO content_version_guard (stale) SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM event_options WHERE uuid = ?1 AND version = ?2)')
    .bind(uuid, version)
}

/** The titles of each language: a text is stored, an empty one removed (the site falls back to ru). */
function titleStatements(db: D1Database, uuid: string, titles: EventOptionTitles): D1PreparedStatement[] {
  return LANGUAGES.filter((language) => titles[language] !== undefined).map((language) =>
    titles[language]
      ? db
          .prepare(
            `INSERT INTO event_option_translations (option_uuid, language, title) VALUES (?1, ?2, ?3)
             ON CONFLICT (option_uuid, language) DO UPDATE SET title = excluded.title`,
          )
          .bind(uuid, language, titles[language])
      : db.prepare('DELETE FROM event_option_translations WHERE option_uuid = ?1 AND language = ?2').bind(uuid, language),
  )
}

async function run(db: D1Database, statements: D1PreparedStatement[]): Promise<EventOptionConflict | null> {
  try {
    await db.batch(statements)
    return null
  } catch (error) {
    const message = String((error as Error)?.message ?? error)
    if (message.includes('stale_version')) return 'stale'
    if (message.includes('FOREIGN KEY constraint failed')) return 'referenced'
    throw error
  }
}

const subject = (uuid: string) => `event_options:${uuid}`

/** A new option of the event; its uuid. */
export async function createEventOption(db: D1Database, eventUuid: string, write: EventOptionWrite, { userId, now }: Actor): Promise<string> {
  const uuid = crypto.randomUUID()
  await db.batch([
    auditStatement(db, { userId, action: 'event_option.create', subject: subject(uuid), after: { event: eventUuid, ...write } }, now),
    db
      .prepare('INSERT INTO event_options (uuid, event_uuid, position, price_amount, old_price_amount, seats, version) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1)')
      .bind(uuid, eventUuid, write.position, write.price_amount, write.old_price_amount, write.seats),
    ...titleStatements(db, uuid, write.titles),
  ])
  return uuid
}

/** Saves over `before` if it is still the stored version. */
export function updateEventOption(db: D1Database, before: StaffEventOption, write: EventOptionWrite, { userId, now }: Actor): Promise<EventOptionConflict | null> {
  const { counts, orders, ...stored } = before
  return run(db, [
    versionGuard(db, before.uuid, before.version),
    auditStatement(db, { userId, action: 'event_option.update', subject: subject(before.uuid), before: stored, after: write }, now),
    db
      .prepare('UPDATE event_options SET version = version + 1, position = ?2, price_amount = ?3, old_price_amount = ?4, seats = ?5 WHERE uuid = ?1')
      .bind(before.uuid, write.position, write.price_amount, write.old_price_amount, write.seats),
    ...titleStatements(db, before.uuid, write.titles),
  ])
}

/** Deletes `before` if it is still the stored version and no order points at it (the orders' foreign key refuses). */
export function deleteEventOption(db: D1Database, before: StaffEventOption, { userId, now }: Actor): Promise<EventOptionConflict | null> {
  const { counts, orders, ...stored } = before
  return run(db, [
    versionGuard(db, before.uuid, before.version),
    auditStatement(db, { userId, action: 'event_option.delete', subject: subject(before.uuid), before: stored }, now),
    db.prepare('DELETE FROM event_options WHERE uuid = ?1').bind(before.uuid),
  ])
}
