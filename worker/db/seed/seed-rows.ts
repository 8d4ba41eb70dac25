import type { SqlValue } from './sql.ts'

/** The rows that INSERT statements of the seed put into `table`, read back from their SQL (for tests of the seed). */
export function seedRows(statements: readonly string[], table: string): Array<Record<string, SqlValue>> {
  const head = `INSERT INTO ${table} (`
  return statements.filter((statement) => statement.startsWith(head)).flatMap((statement) => {
    const columns = statement.slice(head.length, statement.indexOf(')')).split(',').map((column) => column.trim())
    return tuples(statement.slice(statement.indexOf(' VALUES') + 7)).map((values) =>
      Object.fromEntries(columns.map((column, index) => [column, values[index] ?? null])),
    )
  })
}

/** The value tuples of a VALUES list: quoted strings ('' is a quote), numbers and NULL. */
function tuples(sql: string): SqlValue[][] {
  const rows: SqlValue[][] = []
  let row: SqlValue[] | null = null
  let index = 0
  while (index < sql.length) {
    const char = sql[index]!
    if (char === '(' && row === null) {
      row = []
      index += 1
    } else if (char === ')' && row !== null) {
      rows.push(row)
      row = null
      index += 1
    } else if (char === "'" && row !== null) {
      let value = ''
      index += 1
      while (index < sql.length) {
        if (sql[index] === "'" && sql[index + 1] === "'") {
          value += "'"
          index += 2
        } else if (sql[index] === "'") {
          index += 1
          break
        } else {
          value += sql[index]
          index += 1
        }
      }
      row.push(value)
    } else if (row !== null && /[-\d]/.test(char)) {
      const match = /^-?\d+(\.\d+)?/.exec(sql.slice(index))!
      row.push(Number(match[0]))
      index += match[0].length
    } else if (row !== null && sql.startsWith('NULL', index)) {
      row.push(null)
      index += 4
    } else {
      index += 1
    }
  }
  return rows
}
