/** SQL text helpers for the seed: values are escaped here, never concatenated raw. */
export type SqlValue = string | number | boolean | null

export function literal(value: SqlValue): string {
  if (value === null) return 'NULL'
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL'
  return `'${value.replaceAll("'", "''")}'`
}

/** INSERT statements for rows of one table, batched so that no statement grows too large for D1. */
export function insert(table: string, rows: Array<Record<string, SqlValue>>, batch = 200): string[] {
  return insertStatements(table, rows, batch, '')
}

/**
 * INSERT statements that skip every row whose key (or any unique column) is already there: running them again adds
 * nothing and keeps what staff have changed since (the reference data of a real deployment, issue 39.11).
 */
export function insertMissing(table: string, rows: Array<Record<string, SqlValue>>, batch = 200): string[] {
  return insertStatements(table, rows, batch, '\n  ON CONFLICT DO NOTHING')
}

function insertStatements(table: string, rows: Array<Record<string, SqlValue>>, batch: number, conflict: string): string[] {
  if (rows.length === 0) return []
  const columns = Object.keys(rows[0]!)
  const statements: string[] = []
  for (let start = 0; start < rows.length; start += batch) {
    const values = rows
      .slice(start, start + batch)
      .map((row) => `(${columns.map((column) => literal(row[column] ?? null)).join(', ')})`)
      .join(',\n  ')
    statements.push(`INSERT INTO ${table} (${columns.join(', ')}) VALUES\n  ${values}${conflict};`)
  }
  return statements
}
