import type { PartnerEntity, PartnerType } from '../../src/model/entities/publications'
import type { Language } from '../../src/model/languages'
import { visibleCountSql, visibleSql } from './content-registry'
import { phoneDisplay } from './phone-display'
import { firstCount, imagesOf } from './publication-lists'
import { translated, translationJoins } from './translations'

type PartnerRow = Omit<PartnerEntity, 'images' | 'phone_number_display'>

const COLUMNS = `p.id, p.type, p.image_id, p.email, p.phone_number, ${translated('title')},
  ${translated('description')}, ${translated('country')}, ${translated('city')}`

const FROM = `FROM partners p ${translationJoins('partner_translations', 'partner_id', 'p.id')}`

async function withImages(db: D1Database, rows: PartnerRow[], expand: boolean): Promise<PartnerEntity[]> {
  const images = await imagesOf(db, 'partners', rows.map((row) => row.id), expand)
  return rows.map((row) => {
    const { phone, display } = phoneDisplay(row.phone_number)
    return { ...row, phone_number: phone, phone_number_display: display, images: images.get(String(row.id)) ?? [] }
  })
}

export type PartnerOrder = 'created' | '-created'

/** Partners, optionally of one type, by creation either way (API-28, CONST-09, BE-33). */
export async function listPartners(
  db: D1Database,
  language: Language,
  { type, order, skip, limit, expandImages }:
    { type?: PartnerType; order: PartnerOrder; skip: number; limit: number; expandImages: boolean },
): Promise<{ rows: PartnerEntity[]; count: number }> {
  const direction = order === 'created' ? 'ASC' : 'DESC'
  const where = `WHERE ${visibleSql('p')}${type ? ' AND p.type = ?4' : ''}`
  // Visitors see published partners (BE-05); the count subtracts the few hidden ones (partners_hidden).
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${COLUMNS} ${FROM} ${where}
         ORDER BY p.created ${direction}, p.id ${direction} LIMIT ?2 OFFSET ?3`,
      )
      .bind(language, limit, skip, ...(type ? [type] : [])),
    db
      .prepare(visibleCountSql('partners', 'p', type ? ['p.type = ?1'] : []))
      .bind(...(type ? [type] : [])),
  ])
  return {
    rows: await withImages(db, (rows?.results ?? []) as PartnerRow[], expandImages),
    count: firstCount(count),
  }
}

/** A partner by id. */
export async function findPartner(
  db: D1Database,
  language: Language,
  id: number,
  expandImages: boolean,
): Promise<PartnerEntity | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE p.id = ?2 AND ${visibleSql('p')}`).bind(language, id).first<PartnerRow>()
  return row ? ((await withImages(db, [row], expandImages))[0] ?? null) : null
}
