import type { FormEntity, FormFieldEntity, FormSummary } from '../../src/model/entities/publications'
import type { Language } from '../../src/model/languages'
import { firstCount } from './publication-lists'
import { translated, translationJoins } from './translations'

const FORM_SELECT = `SELECT f.id, f.slug, ${translated('title')}, ${translated('subtitle')}, ${translated('subtitle_down')},
  ${translated('submit_title')}, ${translated('thanks_title')}, ${translated('thanks_description')}
  FROM forms f ${translationJoins('form_translations', 'form_id', 'f.id')}`

const FIELD_SELECT = `SELECT ff.uuid, ff.slug, ff.type, ff.required, ff.hidden, ${translated('title')}
  FROM form_fields ff ${translationJoins('form_field_translations', 'field_uuid', 'ff.uuid')}`

type FieldRow = Omit<FormFieldEntity, 'required' | 'hidden'> & { required: number; hidden: number }

function toField({ required, hidden, ...field }: FieldRow): FormFieldEntity {
  return { ...field, required: required === 1, hidden: hidden === 1 }
}

function toSummary({ id: _id, ...form }: FormSummary & { id: number }): FormSummary {
  return form
}

/** Dynamic forms in staff order, without fields (API-14, ENTITY-23). */
export async function listForms(
  db: D1Database,
  language: Language,
  { skip, limit }: { skip: number; limit: number },
): Promise<{ rows: FormSummary[]; count: number }> {
  const [rows, count] = await db.batch([
    db.prepare(`${FORM_SELECT} ORDER BY f.position, f.id LIMIT ?2 OFFSET ?3`).bind(language, limit, skip),
    db.prepare('SELECT COUNT(*) AS count FROM forms'),
  ])
  return { rows: ((rows?.results ?? []) as Array<FormSummary & { id: number }>).map(toSummary), count: firstCount(count) }
}

/** The fields of a form by its id, in order; null when there is no such form. */
async function fieldsOfForm(db: D1Database, language: Language, formId: number): Promise<FormFieldEntity[]> {
  const { results } = await db
    .prepare(`${FIELD_SELECT} WHERE ff.form_id = ?2 ORDER BY ff.position, ff.uuid`)
    .bind(language, formId)
    .all<FieldRow>()
  return results.map(toField)
}

/** A form by slug with its fields (FORM-07). */
export async function findForm(db: D1Database, language: Language, slug: string): Promise<FormEntity | null> {
  const form = await db
    .prepare(`${FORM_SELECT} WHERE f.slug = ?2`)
    .bind(language, slug)
    .first<FormSummary & { id: number }>()
  if (!form) return null
  return { ...toSummary(form), fields: await fieldsOfForm(db, language, form.id) }
}

/** The fields of the form `slug` as a list page; null when there is no such form. */
export async function listFormFields(
  db: D1Database,
  language: Language,
  slug: string,
  { skip, limit }: { skip: number; limit: number },
): Promise<{ rows: FormFieldEntity[]; count: number } | null> {
  const form = await db.prepare('SELECT id FROM forms WHERE slug = ?1').bind(slug).first<{ id: number }>()
  if (!form) return null
  const [rows, count] = await db.batch([
    db
      .prepare(`${FIELD_SELECT} WHERE ff.form_id = ?2 ORDER BY ff.position, ff.uuid LIMIT ?3 OFFSET ?4`)
      .bind(language, form.id, limit, skip),
    db.prepare('SELECT COUNT(*) AS count FROM form_fields WHERE form_id = ?1').bind(form.id),
  ])
  return { rows: ((rows?.results ?? []) as FieldRow[]).map(toField), count: firstCount(count) }
}

/** A form field by uuid (`fields/{id}`). */
export async function findFormField(db: D1Database, language: Language, uuid: string): Promise<FormFieldEntity | null> {
  const row = await db.prepare(`${FIELD_SELECT} WHERE ff.uuid = ?2`).bind(language, uuid).first<FieldRow>()
  return row ? toField(row) : null
}

/** A field's title in a language (ru when it has none there), with its form's slug. */
export interface FormFieldTitle {
  form: string
  slug: string
  title: string
}

/** Every form's field titles, forms and fields in staff order: the lead export names its field columns with them (issue 41). */
export async function formFieldTitles(db: D1Database, language: Language): Promise<FormFieldTitle[]> {
  const { results } = await db
    .prepare(
      `SELECT f.slug AS form, ff.slug, ${translated('title')}
       FROM form_fields ff JOIN forms f ON f.id = ff.form_id ${translationJoins('form_field_translations', 'field_uuid', 'ff.uuid')}
       ORDER BY f.position, f.id, ff.position, ff.uuid`,
    )
    .bind(language)
    .all<FormFieldTitle>()
  return results
}
