import type { FranchiseFaqItem, FranchiseProfile, TextPerLanguage } from '../../src/model/entities/publications'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/model/languages'
import { LANDING_GALLERY_KIND } from '../../src/model/entities/landing'
import { visibleSql } from './content-registry'
import { imagesOf } from './images'
import { firstCount } from './publication-lists'

/** The figures of the franchise page kept in site_profile_data (profile 'franchise', language ru). */
const FIGURES = ['employees_count', 'events_count'] as const

/**
 * The franchise profile's json_data (ENTITY-15, BE-23): figures, the number of franchise partners, the video (FRANCHISE-06) and the FAQ with
 * every language filled, a missing translation taking the ru text (FRANCHISE-09, OQ-24).
 */
export async function readFranchise(db: D1Database): Promise<FranchiseProfile> {
  const batch = db.batch([
    db.prepare(
      `SELECT key, value FROM site_profile_data WHERE profile = 'franchise' AND language = 'ru'
       AND key IN ('employees_count', 'events_count', 'video_url')`,
    ),
    db.prepare(`SELECT COUNT(*) AS count FROM partners p WHERE type = 'FRANCHISE' AND ${visibleSql('p')}`),
    db.prepare(
      `SELECT f.id, t.language, t.question, t.answer FROM franchise_faq f
       JOIN franchise_faq_translations t ON t.faq_id = f.id ORDER BY f.position, f.id`,
    ),
  ])
  const [[figures, partners, faq], posters] = await Promise.all([batch, imagesOf(db, LANDING_GALLERY_KIND, ['franchise'])])
  const values = new Map(((figures?.results ?? []) as Array<{ key: string; value: string }>).map((r) => [r.key, r.value]))
  const [employees_count, events_count] = FIGURES.map((key) => Number.parseInt(values.get(key) ?? '0', 10) || 0)
  return {
    json_data: {
      employees_count: employees_count ?? 0,
      events_count: events_count ?? 0,
      partners: firstCount(partners),
      faq: faqItems((faq?.results ?? []) as FaqRow[]),
      video: values.get('video_url') ? { url: values.get('video_url')!, image: posters.get('franchise')?.[0] ?? null } : null,
    },
  }
}

interface FaqRow {
  id: number
  language: string
  question: string
  answer: string
}

function faqItems(rows: FaqRow[]): FranchiseFaqItem[] {
  const byId = new Map<number, Map<string, FaqRow>>()
  for (const row of rows) byId.set(row.id, (byId.get(row.id) ?? new Map()).set(row.language, row))
  return [...byId.values()].map((texts) => {
    const pick = (field: 'question' | 'answer'): TextPerLanguage => {
      const fallback = texts.get(DEFAULT_LANGUAGE)?.[field] ?? ''
      // Issue 42.5: a translation left empty is stored empty and shows the ru text.
      return Object.fromEntries(LANGUAGES.map((lang) => [lang, texts.get(lang)?.[field] || fallback])) as TextPerLanguage
    }
    return { question: pick('question'), answer: pick('answer') }
  })
}
