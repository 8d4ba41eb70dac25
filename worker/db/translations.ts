import type { Language } from '../../src/model/languages'

/**
 * SQL for a translated column with fallback to ru when missing or empty (I18N-06, OQ-01): `t` is the requested language's row,
 * `r` the Russian one. Use with `translationJoins`.
 */
export function translated(column: string, alias = column): string {
  return `COALESCE(NULLIF(t.${column}, ''), r.${column}, '') AS ${alias}`
}

/** LEFT JOINs of the requested language (bound as ?1) and of ru for a translations table. */
export function translationJoins(table: string, foreignKey: string, ownerKey: string): string {
  return `LEFT JOIN ${table} t ON t.${foreignKey} = ${ownerKey} AND t.language = ?1
    LEFT JOIN ${table} r ON r.${foreignKey} = ${ownerKey} AND r.language = 'ru'`
}

export type { Language }
