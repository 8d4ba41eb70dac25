/**
 * The staff desk's lists at seed scale 1 and 100 (issue 41 "stay fast at seed ×100"), part of the API latency bench
 * (api-latency.mjs), on the same scratch databases:
 * - The demo seed has reviews (50,000 at scale 100, every twentieth waiting) but no leads, orders or subscribers, so
 *   each scratch database gets bench-only ones in proportion to its scale (DESK_ROWS × scale, deterministic), and a
 *   signed-in admin's staff session whose cookie the HTTP requests carry.
 * - HTTP: the desk's list endpoints (DESK_HTTP_LISTS) through the Worker, beside the client API's lists.
 * - SQL: the db layer's own list functions (worker/db: review queue, lead inbox, desk orders, payment follow-ups,
 *   subscribers), run in Node on the same database files through a D1-shaped adapter over node:sqlite: the time of
 *   each page's statements alone, for the lists whose endpoints are not in this build yet.
 */
import crypto from 'node:crypto'
import { registerHooks } from 'node:module'
import path from 'node:path'
import { ROOT } from '../e2e/support/paths.mjs'

/** Bench-only rows per unit of scale. */
export const DESK_ROWS = { leads: 200, ordersPerKind: 100, subscribers: 300 }

/** The desk's list endpoints measured over HTTP (with the bench admin's staff cookie); add a desk list here. */
export const DESK_HTTP_LISTS = ['/api/staff/reviews?limit=20', '/api/staff/reviews?skip=100&limit=20']

const BENCH_EMAIL = 'bench-desk-admin@example.invalid'
const DAY = 86_400_000

/** `n` ISO times over the last two years, newest first, deterministic. */
function timesBack(n, now) {
  return Array.from({ length: n }, (_, i) => new Date(now - Math.floor((i * 2 * 365 * DAY) / Math.max(n, 1)) - (i % 7) * 60_000).toISOString())
}

/**
 * Adds the bench's leads, orders (with payments, some needing a person) and subscribers to a scratch database once,
 * and a signed-in admin session valid for this run. Returns the Cookie header value of that session.
 */
export async function prepareDeskRows(sqliteFile, scale) {
  const { DatabaseSync } = await import('node:sqlite')
  const db = new DatabaseSync(sqliteFile)
  try {
    const now = Date.now()
    const seeded = db.prepare(`SELECT count(*) AS count FROM leads WHERE uuid LIKE 'bench-%'`).get().count > 0
    if (!seeded) {
      const { orderSearchText } = await import(path.join(ROOT, 'src', 'model', 'desk-search.ts'))
      db.exec('BEGIN')
      const forms = db.prepare('SELECT slug FROM forms ORDER BY slug').all().map((row) => row.slug)
      const leadTimes = timesBack(DESK_ROWS.leads * scale, now)
      const lead = db.prepare(
        `INSERT INTO leads (uuid, form_slug, field_values, language, referer, consent_at, consent_document, created, status, search_text)
         VALUES (?1, ?2, ?3, 'ru', '/', ?4, 'privacy', ?4, ?5, lower(?3))`,
      )
      const statuses = ['new', 'new', 'in_work', 'done', 'spam']
      leadTimes.forEach((created, i) => {
        const values = JSON.stringify({ name: `Клиент ${i}`, phone: `+99655${String(i).padStart(7, '0')}`, email: `lead${i}@example.kg` })
        lead.run(`bench-lead-${i}`, forms[i % forms.length] ?? 'footer', values, created, statuses[i % statuses.length])
      })
      const kinds = [
        ['event_orders', 'event_uuid', 'events', 'events'],
        ['products_orders', 'product_uuid', 'products', 'products'],
        ['online_course_orders', 'online_course_uuid', 'online_courses', 'online_courses'],
      ]
      const providers = ['YOOKASSA', 'PAYBOX', 'CLICK', 'PAYMEUZ']
      const payment = db.prepare(
        `INSERT INTO payments (uuid, order_kind, order_uuid, payment_method, provider, live, amount, currency, status, return_url, return_fail_url, created, updated)
         VALUES (?1, ?2, ?3, 'CARD', ?4, 0, 100000, 'KGS', ?5, '/', '/', ?6, ?6)`,
      )
      kinds.forEach(([table, itemColumn, itemTable, kind], k) => {
        const items = db.prepare(`SELECT uuid FROM ${itemTable} ORDER BY uuid`).all().map((row) => row.uuid)
        const courses = table === 'online_course_orders'
        const order = db.prepare(
          `INSERT INTO ${table} (uuid, number, access_code, ${itemColumn}, quantity, price_amount, price_currency, client_name, client_phone,
             client_email, language, currency, consent_at, consent_document, is_paid, paid_at, paid_payment_uuid, ${courses ? 'access_until, ' : ''}created,
             search_text)
           VALUES (?1, ?2, ?3, ?4, 1, 100000, 'KGS', ?5, ?6, ?7, 'ru', 'KGS', ?8, 'privacy', ?9, ?10, ?11, ${courses ? '?10, ' : ''}?8, ?12)`,
        )
        timesBack(DESK_ROWS.ordersPerKind * scale, now).forEach((created, i) => {
          const uuid = `bench-${kind}-${i}`
          const paid = i % 3 === 0
          const paymentUuid = `bench-pay-${kind}-${i}`
          const buyer = { client_name: `Покупатель ${i}`, client_phone: `+99670${String(i).padStart(7, '0')}`, client_email: `buyer${i}@example.kg` }
          order.run(
            uuid, 8_000_000 + k * 1_000_000 + i, crypto.createHash('sha256').update(uuid).digest('base64url'), items[i % items.length],
            buyer.client_name, buyer.client_phone, buyer.client_email, created,
            paid ? 1 : 0, paid ? created : null, paid ? paymentUuid : null, orderSearchText(buyer),
          )
          const status = paid ? 'SUCCEEDED' : i % 50 === 1 ? 'NEEDS_STAFF' : i % 50 === 2 ? 'REFUND_PENDING' : null
          if (status) payment.run(paymentUuid, kind, uuid, providers[i % providers.length], status, created)
        })
      })
      const subscriber = db.prepare(
        `INSERT INTO subscribers (email, language, status, unsubscribe_token_hash, consent_document, created, confirmed_at)
         VALUES (?1, 'ru', ?2, ?3, 'privacy', ?4, ?5)`,
      )
      const subscriberStatuses = ['confirmed', 'confirmed', 'pending', 'unsubscribed']
      timesBack(DESK_ROWS.subscribers * scale, now).forEach((created, i) => {
        const status = subscriberStatuses[i % subscriberStatuses.length]
        subscriber.run(`bench-subscriber-${i}@example.kg`, status, `bench-unsubscribe-${i}`, created, status === 'confirmed' ? created : null)
      })
      db.prepare(
        `INSERT OR IGNORE INTO client_users (email, first_name, last_name, password_hash, email_verified_at, language, created, updated)
         VALUES (?1, 'Bench', 'Admin', NULL, ?2, 'ru', ?2, ?2)`,
      ).run(BENCH_EMAIL, new Date(now).toISOString())
      db.prepare(`INSERT OR IGNORE INTO staff_roles (user_id, role, granted_at) SELECT id, 'admin', ?2 FROM client_users WHERE email = ?1`).run(BENCH_EMAIL, now)
      db.exec('COMMIT')
      db.exec('ANALYZE')
    }
    // A session for this run: seen in the future, so the Worker never writes its last use during the measurement.
    const token = crypto.randomBytes(32).toString('base64url')
    const hash = crypto.createHash('sha256').update(token).digest('hex')
    db.prepare(
      `INSERT INTO staff_sessions (token_hash, user_id, stage, created_at, last_seen_at, expires_at, second_factor_at)
       SELECT ?1, id, 'signed_in', ?2, ?3, ?3, ?2 FROM client_users WHERE email = ?4`,
    ).run(hash, now, now + DAY, BENCH_EMAIL)
    return `__Host-staff=${token}`
  } finally {
    db.close()
  }
}

/**
 * A D1Database over node:sqlite, enough for the db layer's reads: prepare/bind/all/first/raw and batch. Compiled
 * statements are kept by their text, as workerd's SQL storage under D1 keeps them (its StatementCache), so that a
 * measurement counts running a statement, not compiling it again each time.
 */
export function d1Of(db) {
  const compiled = new Map()
  const prepared = (sql) => {
    if (!compiled.has(sql)) compiled.set(sql, db.prepare(sql))
    return compiled.get(sql)
  }
  const statement = (sql, values = []) => ({
    bind: (...bound) => statement(sql, bound),
    all: async () => ({ results: prepared(sql).all(...values), success: true, meta: {} }),
    first: async (column) => {
      const row = prepared(sql).get(...values) ?? null
      return column === undefined || row === null ? row : row[column]
    },
    run: async () => ({ results: [], success: true, meta: { changes: prepared(sql).run(...values).changes } }),
    raw: async () => prepared(sql).all(...values).map((row) => Object.values(row)),
  })
  return { prepare: (sql) => statement(sql), batch: async (statements) => Promise.all(statements.map((each) => each.all())) }
}

let resolving = false

/** A worker/db module (`name` without `.ts`), whose relative imports name no extension (the Worker's bundler adds `.ts`). */
export function workerDbModule(name) {
  if (!resolving) {
    resolving = true
    registerHooks({
      resolve(specifier, context, next) {
        try {
          return next(specifier, context)
        } catch (error) {
          if (specifier.startsWith('.') && !/\.\w+$/.test(specifier)) return next(`${specifier}.ts`, context)
          throw error
        }
      },
    })
  }
  return import(path.join(ROOT, 'worker', 'db', `${name}.ts`))
}

/** The desk's lists, each as a call of its db layer function. */
async function deskModules() {
  const [reviews, leads, orders, followups, subscribers] = await Promise.all(
    ['review-moderation', 'lead-inbox', 'desk-orders', 'payment-followups', 'subscribers'].map(workerDbModule),
  )
  const page1 = { skip: 0, limit: 50 }
  return {
    'review queue, page 1': (db) => reviews.reviewQueue(db, 0, 20),
    'review queue, page 6': (db) => reviews.reviewQueue(db, 100, 20),
    'lead inbox, page 1': (db) => leads.listInboxLeads(db, {}, page1),
    'lead inbox, status=new': (db) => leads.listInboxLeads(db, { status: 'new' }, page1),
    'lead inbox, unassigned, page 3': (db) => leads.listInboxLeads(db, { assignee: null }, { skip: 100, limit: 50 }),
    'lead inbox, search': (db) => leads.listInboxLeads(db, { q: 'клиент 12' }, page1),
    'lead inbox, search e-mail': (db) => leads.listInboxLeads(db, { q: 'lead12' }, page1),
    'lead inbox, new, search': (db) => leads.listInboxLeads(db, { status: 'new', q: 'example' }, page1),
    'orders, page 1': (db) => orders.listDeskOrders(db, {}, page1),
    'orders, events unpaid': (db) => orders.listDeskOrders(db, { kind: 'events', paid: false }, page1),
    'orders, provider CLICK': (db) => orders.listDeskOrders(db, { provider: 'CLICK' }, page1),
    'orders, provider CLICK, page 5': (db) => orders.listDeskOrders(db, { provider: 'CLICK' }, { skip: 200, limit: 50 }),
    'orders, search name': (db) => orders.listDeskOrders(db, { q: 'покупатель 12' }, page1),
    'orders, search phone': (db) => orders.listDeskOrders(db, { q: '0700 000 012' }, page1),
    'orders, search № number': (db) => orders.listDeskOrders(db, { q: '№ 8000012' }, page1),
    'orders, provider OFFLINE (none)': (db) => orders.listDeskOrders(db, { provider: 'OFFLINE' }, page1),
    'payments needing a person': (db) => followups.listPaymentFollowups(db, { done: false }),
    'subscribers, page 1': (db) => subscribers.listSubscribers(db, {}, page1),
    'subscribers, confirmed': (db) => subscribers.listSubscribers(db, { status: 'confirmed' }, page1),
  }
}

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
  return { n: sorted.length, median: at(50), p95: at(95) }
}

/** Median and p95 (ms) of each desk list's statements at each scale, alternating the databases; prints a table. */
export async function measureDeskQueries(files, scales, { requests = 60, seconds = 4, log = console.log } = {}) {
  const { DatabaseSync } = await import('node:sqlite')
  const databases = files.map((file) => new DatabaseSync(file, { readOnly: true }))
  try {
    const d1s = databases.map(d1Of)
    const lists = await deskModules()
    const width = Math.max(...Object.keys(lists).map((name) => name.length)) + 2
    log(`\nDesk lists' SQL, ms (the db layer's statements on node:sqlite, same databases, up to ${requests} runs per list and scale):`)
    log(['list'.padEnd(width), ...scales.flatMap((scale) => [`count@${scale}`.padEnd(11), `median@${scale}`.padEnd(11), `p95@${scale}`.padEnd(10)]), 'ratio med'].join(''))
    const results = []
    for (const [name, list] of Object.entries(lists)) {
      const counts = []
      for (const d1 of d1s) {
        const answer = await list(d1)
        counts.push(Array.isArray(answer) ? answer.length : answer.count)
        await list(d1)
      }
      const samples = d1s.map(() => [])
      const deadline = Date.now() + seconds * 1000 * d1s.length
      while (samples[0].length < requests && Date.now() < deadline) {
        for (const [index, d1] of d1s.entries()) {
          const started = process.hrtime.bigint()
          await list(d1)
          samples[index].push(Number(process.hrtime.bigint() - started) / 1e6)
        }
      }
      const measured = samples.map(stats)
      const ratio = measured.at(-1).median / measured[0].median
      results.push({ name, counts, measured, ratio })
      log(
        [
          name.padEnd(width),
          ...measured.flatMap((stat, i) => [String(counts[i]).padEnd(11), stat.median.toFixed(2).padEnd(11), stat.p95.toFixed(2).padEnd(10)]),
          ratio.toFixed(2),
        ].join(''),
      )
    }
    return results
  } finally {
    for (const db of databases) db.close()
  }
}
