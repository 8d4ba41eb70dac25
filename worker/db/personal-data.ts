/**
 * Everything the site stores about one person, found by e-mail or phone, and its erasure (BE-34, issue 41 "Personal
 * data"). The caller normalises the query (e-mail lower-cased, phone in E.164).
 *
 * Erasure is one D1 batch: accounts (with their sessions, devices and tokens), leads, reviews, the subscription and
 * every mail to or about the person are deleted; orders are money records, so they stay with their number, item,
 * amounts, dates and payments while the buyer's name, phone, e-mail, city and sender hash are removed.
 */
export interface PersonQuery {
  email?: string
  phone?: string
}

export const ORDER_TABLES = { event: 'event_orders', product: 'products_orders', course: 'online_course_orders' } as const
export type PersonOrderKind = keyof typeof ORDER_TABLES

/** What an erased order keeps as the buyer's name: the manager sees that it was erased, not an empty cell. */
export const ERASED_NAME = '(erased)'

export interface PersonalDataReport {
  accounts: Record<string, unknown>[]
  orders: (Record<string, unknown> & { kind: PersonOrderKind })[]
  leads: Record<string, unknown>[]
  reviews: Record<string, unknown>[]
  subscriptions: Record<string, unknown>[]
  mails: Record<string, unknown>[]
}

export interface ErasureResult {
  accounts: number
  orders: number
  leads: number
  reviews: number
  subscriptions: number
  mails: number
  /** The CV files of the erased leads (R2 keys of the media bucket), for the caller to delete. */
  cvKeys: string[]
}

/** SQL matching a person by the given columns; ?1 is the e-mail (or a value matching nothing), ?2 the phone. */
const NOTHING = '\u0000'
const binds = (query: PersonQuery) => [query.email?.toLowerCase() || NOTHING, query.phone || NOTHING] as const

const ACCOUNTS = `SELECT id, email, first_name, last_name, middle_name, phone, email_verified_at, google_account_id IS NOT NULL AS google,
  facebook_account_id IS NOT NULL AS facebook, language, created, updated FROM client_users WHERE lower(email) = ?1 OR phone = ?2`
const orders = (table: string) =>
  `SELECT uuid, number, client_name, client_phone, client_email, city, country, language, currency, price_amount, price_currency,
    is_paid, paid_at, consent_at, consent_document, created FROM ${table} WHERE lower(client_email) = ?1 OR client_phone = ?2`
/** A lead holds the person in any field: the form's e-mail, phone, or a field a form names otherwise. */
const LEADS = `SELECT uuid, form_slug, field_values, language, user_agent, referer, city, country, consent_at, consent_document, cv_key, created
  FROM leads WHERE EXISTS (SELECT 1 FROM json_each(leads.field_values) WHERE lower(json_each.value) = ?1 OR json_each.value = ?2)`
const REVIEWS = `SELECT uuid, entity_type, entity_id, client_name, client_phone, body, body_video, moderated, consent_at, created
  FROM reviews WHERE client_phone = ?2`
const SUBSCRIPTIONS = `SELECT email, language, status, consent_document, created, confirmed_at, unsubscribed_at
  FROM subscribers WHERE lower(email) = ?1`
/** Mails to the person, and the managers' mails about their leads and orders. */
const MAILS_WHERE = `lower(recipient) = ?1 OR cause IN (SELECT uuid FROM leads WHERE EXISTS (SELECT 1 FROM json_each(leads.field_values)
    WHERE lower(json_each.value) = ?1 OR json_each.value = ?2))
  OR cause IN (${Object.values(ORDER_TABLES)
    .map((table) => `SELECT uuid FROM ${table} WHERE lower(client_email) = ?1 OR client_phone = ?2`)
    .join(' UNION ALL ')})`
const MAILS = `SELECT id, kind, channel, recipient, language, subject, text_body, status, created, sent_at FROM outbox WHERE ${MAILS_WHERE}`

export async function findPersonalData(db: D1Database, query: PersonQuery): Promise<PersonalDataReport> {
  const values = binds(query)
  const kinds = Object.keys(ORDER_TABLES) as PersonOrderKind[]
  const results = await db.batch<Record<string, unknown>>([
    db.prepare(ACCOUNTS).bind(...values),
    ...kinds.map((kind) => db.prepare(orders(ORDER_TABLES[kind])).bind(...values)),
    db.prepare(LEADS).bind(...values),
    db.prepare(REVIEWS).bind(...values),
    db.prepare(SUBSCRIPTIONS).bind(values[0]),
    db.prepare(MAILS).bind(...values),
  ])
  const rows = results.map((result) => result.results)
  const [accounts, ...rest] = rows
  const orderRows = kinds.flatMap((kind, index) => rest[index]!.map((row) => ({ ...row, kind })))
  const [leads, reviews, subscriptions, mails] = rest.slice(kinds.length)
  return {
    accounts: accounts!,
    orders: orderRows,
    leads: leads!.map((lead) => ({ ...lead, field_values: JSON.parse(String(lead.field_values)) as unknown })),
    reviews: reviews!,
    subscriptions: subscriptions!,
    mails: mails!,
  }
}

export function isEmptyReport(report: PersonalDataReport): boolean {
  return Object.values(report).every((rows: unknown[]) => rows.length === 0)
}

/** Whether the person holds an account with a staff role: theirs is erased only once the roles are removed. */
export async function isStaffMember(db: D1Database, query: PersonQuery): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS one FROM client_users u JOIN staff_roles r ON r.user_id = u.id WHERE lower(u.email) = ?1 OR u.phone = ?2 LIMIT 1`)
    .bind(...binds(query))
    .first()
  return row !== null
}

/**
 * Erases the person in one batch (see the module's comment), with `alongside` (the staff action's audit row); answers
 * what it removed. Deleting the CV files (`cvKeys`) from R2 is the caller's.
 */
export async function erasePersonalData(db: D1Database, query: PersonQuery, alongside: D1PreparedStatement[] = []): Promise<ErasureResult> {
  const values = binds(query)
  const cvKeys = await db
    .prepare(`SELECT cv_key FROM (${LEADS}) WHERE cv_key IS NOT NULL`)
    .bind(...values)
    .all<{ cv_key: string }>()
  const results = await db.batch([
    // The mails first: they are found through the leads and orders that the next statements change.
    db.prepare(`DELETE FROM outbox WHERE ${MAILS_WHERE} RETURNING 1`).bind(...values),
    // A staff account stays even when a role was granted after the caller's check (isStaffMember).
    db
      .prepare(`DELETE FROM client_users WHERE (lower(email) = ?1 OR phone = ?2) AND id NOT IN (SELECT user_id FROM staff_roles) RETURNING 1`)
      .bind(...values),
    ...Object.values(ORDER_TABLES).map((table) =>
      db
        .prepare(
          `UPDATE ${table} SET client_name = '${ERASED_NAME}', client_phone = '', client_email = '', city = NULL, country = NULL,
             client_ip_hash = NULL, search_text = '' WHERE lower(client_email) = ?1 OR client_phone = ?2 RETURNING 1`,
        )
        .bind(...values),
    ),
    db
      .prepare(
        `DELETE FROM leads WHERE EXISTS (SELECT 1 FROM json_each(leads.field_values) WHERE lower(json_each.value) = ?1 OR json_each.value = ?2)
         RETURNING 1`,
      )
      .bind(...values),
    db.prepare(`DELETE FROM reviews WHERE client_phone = ?2 RETURNING 1`).bind(...values),
    db.prepare(`DELETE FROM subscribers WHERE lower(email) = ?1 RETURNING 1`).bind(values[0]),
    ...alongside,
  ])
  // Rows returned, not meta.changes: D1 counts there what triggers write too (the search index's, at any later statement).
  const changed = results.map((result) => result.results.length)
  const [mails, accounts, eventOrders, productOrders, courseOrders, leads, reviews, subscriptions] = changed
  return {
    accounts: accounts!,
    orders: eventOrders! + productOrders! + courseOrders!,
    leads: leads!,
    reviews: reviews!,
    subscriptions: subscriptions!,
    mails: mails!,
    cvKeys: cvKeys.results.map((row) => row.cv_key),
  }
}
