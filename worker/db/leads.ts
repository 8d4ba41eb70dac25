/** Leads of dynamic and fixed forms (BE-20; table leads, migration 0013). */
import type { Language } from '../../src/model/languages'
import { leadSearchText } from './lead-search'

export interface NewLead {
  uuid: string
  form_slug: string
  field_values: Record<string, string | boolean>
  language: Language
  user_agent: string
  referer: string
  city: string | null
  country: string | null
  consent_at: string
  consent_document: string
  client_ip_hash: string | null
  /** The CV's key in the FILES bucket (BE-29), null without one. */
  cv_key: string | null
  created: string
}

/** What a hidden field's value must name to be accepted (OQ-09, OQ-10): a trainer's slug, a vacancy's title. */
const HIDDEN_FIELD_REFERENCES: Record<string, string> = {
  trainer: 'SELECT 1 AS found FROM trainers WHERE slug = ?1',
  vacancy: 'SELECT 1 AS found FROM vacancy_translations WHERE title = ?1 LIMIT 1',
}

/** Whether a hidden field's value names what the field refers to; true for a hidden field that refers to nothing. */
export async function hiddenValueExists(db: D1Database, slug: string, value: string): Promise<boolean> {
  const sql = HIDDEN_FIELD_REFERENCES[slug]
  if (!sql) return true
  return (await db.prepare(sql).bind(value).first()) !== null
}

/** The INSERT of a lead, to run in one batch with its outbox message. */
export function insertLeadStatement(db: D1Database, lead: NewLead): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO leads (uuid, form_slug, field_values, language, user_agent, referer, city, country, consent_at,
         consent_document, client_ip_hash, created, cv_key, search_text) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)`,
    )
    .bind(
      lead.uuid,
      lead.form_slug,
      JSON.stringify(lead.field_values),
      lead.language,
      lead.user_agent,
      lead.referer,
      lead.city,
      lead.country,
      lead.consent_at,
      lead.consent_document,
      lead.client_ip_hash,
      lead.created,
      lead.cv_key,
      leadSearchText(lead.field_values),
    )
}
