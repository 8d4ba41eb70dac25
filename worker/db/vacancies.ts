import type { VacancyDirection, VacancyEntity } from '../../src/model/entities/publications'
import type { Language } from '../../src/model/languages'
import { firstCount } from './publication-lists'
import { translated, translationJoins } from './translations'

const SELECT = `SELECT v.uuid, v.direction, v.salary_from, v.salary_to, v.currency, v.file, v.created,
  ${translated('title')}, ${translated('short_description')}, ${translated('description')}
  FROM vacancies v ${translationJoins('vacancy_translations', 'vacancy_uuid', 'v.uuid')}`

/** Vacancies newest first, optionally of one direction (CAREER-02, CAREER-07, API-36). */
export async function listVacancies(
  db: D1Database,
  language: Language,
  { direction, skip, limit }: { direction?: VacancyDirection; skip: number; limit: number },
): Promise<{ rows: VacancyEntity[]; count: number }> {
  const where = direction ? 'WHERE v.direction = ?4' : ''
  const [rows, count] = await db.batch([
    db
      .prepare(`${SELECT} ${where} ORDER BY v.created DESC, v.uuid LIMIT ?2 OFFSET ?3`)
      .bind(language, limit, skip, ...(direction ? [direction] : [])),
    direction
      ? db.prepare('SELECT COUNT(*) AS count FROM vacancies WHERE direction = ?1').bind(direction)
      : db.prepare('SELECT COUNT(*) AS count FROM vacancies'),
  ])
  return { rows: (rows?.results ?? []) as VacancyEntity[], count: firstCount(count) }
}

/** A vacancy by uuid. */
export async function findVacancy(db: D1Database, language: Language, uuid: string): Promise<VacancyEntity | null> {
  return db.prepare(`${SELECT} WHERE v.uuid = ?2`).bind(language, uuid).first<VacancyEntity>()
}
