/**
 * The desk's reads and writes of the lead forms and their fields (issue 42, ENTITY-23, BE-20). A write is one batch:
 * the version guard (a stale save rolls it back), the audit row, the change. Leads keep their answers by field slug
 * (`leads.field_values`), which no write here touches.
 */
import { FORM_TEXT_NAMES, type FormFieldType, type FormTexts } from '../../src/model/entities/publications'
import type { FormWriteBody, StaffForm, StaffFormField, StaffFormSummary } from '../../src/model/form-editing'
import { LANGUAGES, type Language } from '../../src/model/languages'
import { auditStatement } from './staff-audit'

interface Actor {
  userId: number
  now: number
}

/** The forms in staff order with their ru title, field count and languages missing a title. */
export async function listDeskForms(db: D1Database): Promise<StaffFormSummary[]> {
  const { results } = await db
    .prepare(
      `SELECT f.slug, COALESCE(r.title, '') AS title, (SELECT count(*) FROM form_fields ff WHERE ff.form_id = f.id) AS fields,
         (SELECT json_group_array(language) FROM form_translations t WHERE t.form_id = f.id AND t.title <> '') AS languages
       FROM forms f LEFT JOIN form_translations r ON r.form_id = f.id AND r.language = 'ru' ORDER BY f.position, f.id`,
    )
    .all<{ slug: string; title: string; fields: number; languages: string }>()
  return results.map(({ languages, ...row }) => {
    const present = JSON.parse(languages) as string[]
    return { ...row, missing: LANGUAGES.filter((language) => !present.includes(language)) }
  })
}

interface FieldRow {
  uuid: string
  slug: string
  type: FormFieldType
  required: number
  hidden: number
  answers: number
}

/** A form by slug with its texts per language and its fields in order, each with the leads that answered it; null when unknown. */
export async function readDeskForm(db: D1Database, slug: string): Promise<(StaffForm & { id: number }) | null> {
  const form = await db.prepare('SELECT id, slug, version FROM forms WHERE slug = ?1').bind(slug).first<{ id: number; slug: string; version: number }>()
  if (!form) return null
  const [texts, fields, titles] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT * FROM form_translations WHERE form_id = ?1').bind(form.id),
    db
      .prepare(
        `SELECT ff.uuid, ff.slug, ff.type, ff.required, ff.hidden,
           (SELECT count(*) FROM leads l WHERE l.form_slug = ?2 AND json_type(l.field_values, '$.' || ff.slug) IS NOT NULL) AS answers
         FROM form_fields ff WHERE ff.form_id = ?1 ORDER BY ff.position, ff.uuid`,
      )
      .bind(form.id, form.slug),
    db.prepare('SELECT t.field_uuid, t.language, t.title FROM form_field_translations t JOIN form_fields ff ON ff.uuid = t.field_uuid WHERE ff.form_id = ?1').bind(form.id),
  ])
  const textRows = texts!.results as unknown as Array<FormTexts & { language: string }>
  const titleRows = titles!.results as unknown as Array<{ field_uuid: string; language: string; title: string }>
  const textsIn = (language: Language): FormTexts => {
    const row = textRows.find((text) => text.language === language)
    return Object.fromEntries(FORM_TEXT_NAMES.map((name) => [name, String(row?.[name] ?? '')])) as unknown as FormTexts
  }
  return {
    id: form.id,
    slug: form.slug,
    version: form.version,
    texts: Object.fromEntries(LANGUAGES.map((language) => [language, textsIn(language)])) as StaffForm['texts'],
    fields: (fields!.results as unknown as FieldRow[]).map(
      (row): StaffFormField => ({
        uuid: row.uuid,
        slug: row.slug,
        type: row.type,
        required: row.required === 1,
        hidden: row.hidden === 1,
        answers: row.answers,
        titles: Object.fromEntries(LANGUAGES.map((language) => [language, titleRows.find((t) => t.field_uuid === row.uuid && t.language === language)?.title ?? ''])) as StaffFormField['titles'],
      }),
    ),
  }
}

const hasText = (texts: FormTexts) => FORM_TEXT_NAMES.some((name) => texts[name].trim() !== '')

/** Saves `write` over the form `before` if it is still the stored version; false when someone saved first. */
export async function saveDeskForm(db: D1Database, before: StaffForm & { id: number }, write: FormWriteBody, { userId, now }: Actor): Promise<boolean> {
  const fields = write.fields.map((field) => ({ ...field, uuid: field.uuid ?? crypto.randomUUID() }))
  const kept = JSON.stringify(fields.map((field) => field.uuid))
  const { id, ...stored } = before
  const statements = [
    db.prepare('INSERT INTO content_version_guard (stale) SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM forms WHERE id = ?1 AND version = ?2)').bind(id, write.version),
    db.prepare('UPDATE forms SET version = version + 1 WHERE id = ?1').bind(id),
    auditStatement(db, { userId, action: 'form.update', subject: `forms:${before.slug}`, before: stored, after: { texts: write.texts, fields } }, now),
    db.prepare('DELETE FROM form_translations WHERE form_id = ?1').bind(id),
    ...LANGUAGES.filter((language) => language === 'ru' || hasText(write.texts[language])).map((language) => {
      const texts = write.texts[language]
      return db
        .prepare('INSERT INTO form_translations (form_id, language, title, subtitle, subtitle_down, submit_title, thanks_title, thanks_description) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)')
        .bind(id, language, ...FORM_TEXT_NAMES.map((name) => texts[name].trim()))
    }),
    db.prepare('DELETE FROM form_fields WHERE form_id = ?1 AND uuid NOT IN (SELECT value FROM json_each(?2))').bind(id, kept),
    // Slugs move between kept fields in one save (a swap): park them first so that UNIQUE (form_id, slug) holds.
    db.prepare(`UPDATE form_fields SET slug = '~' || uuid WHERE form_id = ?1`).bind(id),
    db.prepare('DELETE FROM form_field_translations WHERE field_uuid IN (SELECT value FROM json_each(?1))').bind(kept),
    ...fields.flatMap((field, position) => [
      db
        .prepare(
          `INSERT INTO form_fields (uuid, form_id, slug, type, required, hidden, position) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
           ON CONFLICT (uuid) DO UPDATE SET slug = excluded.slug, type = excluded.type, required = excluded.required, hidden = excluded.hidden, position = excluded.position`,
        )
        .bind(field.uuid, id, field.slug, field.type, field.required ? 1 : 0, field.hidden ? 1 : 0, position),
      ...LANGUAGES.filter((language) => language === 'ru' || field.titles[language].trim() !== '').map((language) =>
        db.prepare('INSERT INTO form_field_translations (field_uuid, language, title) VALUES (?1, ?2, ?3)').bind(field.uuid, language, field.titles[language].trim()),
      ),
    ]),
  ]
  try {
    await db.batch(statements)
    return true
  } catch (error) {
    if (String((error as Error)?.message ?? error).includes('stale_version')) return false
    throw error
  }
}
