import type { EmployeeEntity } from '../../src/model/entities/publications'
import type { Language } from '../../src/model/languages'
import { visibleCountSql, visibleSql } from './content-registry'
import { firstCount, imagesOf } from './publication-lists'
import { translated, translationJoins } from './translations'

type EmployeeRow = Omit<EmployeeEntity, 'images'>

const SELECT = `SELECT e.id, e.image_id, ${translated('full_name')}, ${translated('description')}
  FROM employees e ${translationJoins('employee_translations', 'employee_id', 'e.id')}`

async function withImages(db: D1Database, rows: EmployeeRow[], expand: boolean): Promise<EmployeeEntity[]> {
  const images = await imagesOf(db, 'employees', rows.map((row) => row.id), expand)
  return rows.map((row) => ({ ...row, images: images.get(String(row.id)) ?? [] }))
}

/** Employees in the order staff give them (EMPLOYEES-01, API-36). */
export async function listEmployees(
  db: D1Database,
  language: Language,
  { skip, limit, expandImages }: { skip: number; limit: number; expandImages: boolean },
): Promise<{ rows: EmployeeEntity[]; count: number }> {
  const [rows, count] = await db.batch([
    db.prepare(`${SELECT} WHERE ${visibleSql('e')} ORDER BY e.position, e.id LIMIT ?2 OFFSET ?3`).bind(language, limit, skip),
    db.prepare(visibleCountSql('employees', 'e')),
  ])
  return {
    rows: await withImages(db, (rows?.results ?? []) as EmployeeRow[], expandImages),
    count: firstCount(count),
  }
}

/** An employee by id. */
export async function findEmployee(
  db: D1Database,
  language: Language,
  id: number,
  expandImages: boolean,
): Promise<EmployeeEntity | null> {
  const row = await db.prepare(`${SELECT} WHERE e.id = ?2 AND ${visibleSql('e')}`).bind(language, id).first<EmployeeRow>()
  return row ? ((await withImages(db, [row], expandImages))[0] ?? null) : null
}
