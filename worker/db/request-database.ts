/**
 * One request's view of D1 (issue 43.2): a D1 session, so that reads may go to a read replica near the visitor while
 * every read still sees the writes made before it (the bookmark), and D1's "cannot be reached" failures turned into
 * one error, DatabaseUnavailable, that the app answers with 503 instead of 500.
 */

import { DatabaseUnavailable, isUnavailableError } from '../lib/database-unavailable'

/** How a request's session starts: anywhere, at the primary, or at least as new as a bookmark the visitor carries. */
export type SessionStart = 'first-unconstrained' | 'first-primary' | D1SessionBookmark

/** A bookmark as D1 writes it (hex groups and dashes); anything else in a cookie is ignored, never sent to D1. */
export function isBookmark(value: string | undefined): value is D1SessionBookmark {
  return value !== undefined && /^[0-9a-f]{1,16}(-[0-9a-f]{1,64}){1,8}$/i.test(value)
}

// A read that failed because D1 could not be reached is tried twice more after these pauses; writes are never
// repeated (the first attempt may have been applied).
const READ_RETRY_PAUSES_MS = [40, 160]

async function guarded<T>(attempt: () => Promise<T>, isRead: boolean): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt()
    } catch (error) {
      if (!isUnavailableError(error)) throw error
      if (!isRead || tries >= READ_RETRY_PAUSES_MS.length) throw new DatabaseUnavailable(error)
      await new Promise((resolve) => setTimeout(resolve, READ_RETRY_PAUSES_MS[tries]))
    }
  }
}

/** A prepared statement whose failures to reach D1 become DatabaseUnavailable; `inner` is what D1's batch takes. */
class GuardedStatement implements D1PreparedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly isRead: boolean,
    private readonly counts: D1Counts,
  ) {}

  bind(...values: unknown[]): D1PreparedStatement {
    return new GuardedStatement(this.inner.bind(...values), this.isRead, this.counts)
  }

  private sent<T>(attempt: () => Promise<T>): Promise<T> {
    this.counts.statements += 1
    this.counts.roundTrips += 1
    return guarded(attempt, this.isRead)
  }

  first<T = unknown>(colName: string): Promise<T | null>
  first<T = Record<string, unknown>>(): Promise<T | null>
  first<T>(colName?: string): Promise<T | null> {
    return this.sent(() => (colName === undefined ? this.inner.first<T>() : this.inner.first<T>(colName)))
  }

  run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.sent(() => this.inner.run<T>())
  }

  all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.sent(() => this.inner.all<T>())
  }

  raw<T = unknown[]>(options: { columnNames: true }): Promise<[string[], ...T[]]>
  raw<T = unknown[]>(options?: { columnNames?: false }): Promise<T[]>
  raw<T>(options?: { columnNames?: boolean }): Promise<T[] | [string[], ...T[]]> {
    if (options?.columnNames) return this.sent(() => this.inner.raw<T>({ columnNames: true }))
    return this.sent(() => this.inner.raw<T>())
  }
}

const unwrap = (statement: D1PreparedStatement): D1PreparedStatement =>
  statement instanceof GuardedStatement ? statement.inner : statement

/** The statements a request sent to D1 and in how many round trips (a batch is one), for the benchmark (issue 43.4). */
export interface D1Counts {
  statements: number
  roundTrips: number
}

export interface RequestDatabase {
  /** What the request's code uses as `env.DB`. */
  database: D1Database
  /** The newest bookmark of the session's queries (null before the first). */
  bookmark(): D1SessionBookmark | null
  /** What the request has sent to D1 so far. */
  counts: Readonly<D1Counts>
}

/** The request's database: a D1 session started as asked, with D1's unreachable failures made DatabaseUnavailable. */
export function openRequestDatabase(db: D1Database, start: SessionStart): RequestDatabase {
  // Opened by the first statement: a request that reads nothing opens none, and a binding that fails to open one
  // fails inside the route that asked, which answers it as its own failure.
  let opened: D1DatabaseSession | undefined
  const session = () => (opened ??= db.withSession(start))
  const counts: D1Counts = { statements: 0, roundTrips: 0 }
  const database: D1Database = {
    prepare: (query) => new GuardedStatement(session().prepare(query), /^\s*select\b/i.test(query), counts),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => {
      counts.statements += statements.length
      counts.roundTrips += 1
      return guarded(() => session().batch<T>(statements.map(unwrap)), false)
    },
    // Not sessions' business: migrations and tools use these on the binding itself.
    exec: (query) => guarded(() => db.exec(query), false),
    withSession: (constraintOrBookmark) => db.withSession(constraintOrBookmark),
    dump: () => db.dump(),
  }
  return { database, bookmark: () => opened?.getBookmark() ?? null, counts }
}
