import type { VacancyDirection, VacancyEntity } from '../../src/model/entities/publications'
import type { Language } from '../../src/model/languages'
import { visibleCountSql, visibleSql } from './content-registry'
import { firstCount } from './publication-lists'
import { translated, translationJoins } from './translations'

// The PDF's name and size come from the desk's file library (migration 0046), when the file is one of its uploads.
const SELECT = `SELECT v.uuid, v.direction, v.salary_from, v.salary_to, v.currency, v.file, uf.name AS file_name, uf.bytes AS file_size, v.created,
  ${translated('title')}, ${translated('short_description')}, ${translated('description')}
  FROM vacancies v ${translationJoins('vacancy_translations', 'vacancy_uuid', 'v.uuid')} LEFT JOIN uploaded_files uf ON uf.url = v.file`

/** Vacancies newest first, optionally of one direction (CAREER-02, CAREER-07, API-36). */
export async function listVacancies(
  db: D1Database,
  language: Language,
  { direction, skip, limit }: { direction?: VacancyDirection; skip: number; limit: number },
): Promise<{ rows: VacancyEntity[]; count: number }> {
  const where = `WHERE ${visibleSql('v')}${direction ? ' AND v.direction = ?4' : ''}`
  // Visitors see published vacancies (BE-05); the count subtracts the few hidden ones (vacancies_hidden).
  const [rows, count] = await db.batch([
    db
      .prepare(`${SELECT} ${where} ORDER BY v.created DESC, v.uuid LIMIT ?2 OFFSET ?3`)
      .bind(language, limit, skip, ...(direction ? [direction] : [])),
    db
      .prepare(visibleCountSql('vacancies', 'v', direction ? ['v.direction = ?1'] : []))
      .bind(...(direction ? [direction] : [])),
  ])
  return { rows: (rows?.results ?? []) as VacancyEntity[], count: firstCount(count) }
}

/** A vacancy by uuid. */
export async function findVacancy(db: D1Database, language: Language, uuid: string): Promise<VacancyEntity | null> {
  return db.prepare(`${SELECT} WHERE v.uuid = ?2 AND ${visibleSql('v')}`).bind(language, uuid).first<VacancyEntity>()
}
