/** The desk's content editing (issue 42, BE-04, BE-05, BE-25): one set of routes for every registered type. */
import type { Context } from 'hono'
import typia from 'typia'
import { isContentTypeName, type ContentItem, type ContentItemAnswer, type ContentListQuery, type ContentPublishBody, type ContentTypeName, type ContentVersionBody, type ContentWriteBody } from '../../src/model/content-types'
import { imageUuidsOf, textsOnlyFor } from '../../src/model/content-editor'
import { CONFLICT_CODE, publishTimeOf } from '../../src/model/content-editing'
import { contentFieldErrors } from '../../src/model/content-validation'
import { LANGUAGES } from '../../src/model/languages'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { fieldsOf } from '../db/content-registry'
import { imagePreviews } from '../db/images'
import { createContent, deleteContent, listContentItems, readContentItem, setPublication, unknownFiles, unknownRelationValues, updateContent, type ContentConflict, type ContentWrite } from '../db/content-writes'
import type { AppEnv } from '../env'
import { ApiError, notFound } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { sanitizeRichText } from '../lib/sanitize'
import { badFields } from '../lib/visitor-input'
import { currentStaff } from './role-check'

function typeOf(name: string): ContentTypeName {
  if (!isContentTypeName(name)) throw notFound('content type')
  return name
}

async function itemOf(c: Context<AppEnv>, type: ContentTypeName, key: string): Promise<ContentItem> {
  const item = await readContentItem(c.env.DB, type, key)
  if (!item) throw notFound('content item')
  return item
}

/** The item with a preview of each image it refers to, in one query: the editor's thumbnails, seeded images too. */
async function withPreviews(db: D1Database, item: ContentItem): Promise<ContentItemAnswer> {
  return { ...item, image_previews: await imagePreviews(db, imageUuidsOf(item)) }
}

const stale = () => new ApiError(409, { code: CONFLICT_CODE, message: 'Someone saved this item first; reload it' })

function conflictError(conflict: ContentConflict): ApiError {
  if (conflict.conflict === 'stale') return stale()
  if (conflict.conflict === 'gone') return badFields({ relations: ['admin.content.unknown_value'] }, 'A related item was deleted meanwhile')
  if (conflict.conflict === 'slug') return new ApiError(409, { code: 'slug_taken', message: 'Another item has this slug', fields: { 'values.slug': ['admin.content.slug_taken'] } })
  const named = Object.entries(conflict.by).map(([what, names]) => `${what}: ${names.join(', ')}`)
  return new ApiError(409, { code: 'referenced', message: `Other content points at this item (${named.join('; ')})`, fields: conflict.by })
}

/** Validated per field, rich text through the site's allow-list, instants as UTC ISO, relation values that exist. */
async function prepared(c: Context<AppEnv>, type: ContentTypeName, body: ContentWriteBody): Promise<ContentWrite> {
  const errors = contentFieldErrors(type, body)
  if (Object.keys(errors).length > 0) throw badFields(errors)
  const values = { ...body.values }
  const translations: ContentWrite['translations'] = {}
  for (const [name, field] of fieldsOf(type)) {
    if (field.translated || !(name in values)) continue
    // An empty optional value is stored as none: null where the column allows it, else the empty text.
    if (values[name] === '' || values[name] === null) values[name] = field.nullable ? null : field.kind === 'text' ? '' : values[name]!
    if (field.kind === 'datetime' && typeof values[name] === 'string') values[name] = new Date(values[name]).toISOString()
  }
  for (const language of LANGUAGES) {
    const texts = body.translations[language]
    if (!texts) continue
    translations[language] = Object.fromEntries(
      fieldsOf(type)
        .filter(([name, field]) => field.translated && texts[name] !== undefined)
        .map(([name, field]) => [name, field.kind === 'rich' ? sanitizeRichText(texts[name]!) : texts[name]!]),
    )
  }
  const relations = body.relations ?? {}
  const unknown = await unknownRelationValues(c.env.DB, type, relations)
  const files = await unknownFiles(c.env.DB, type, values)
  if (Object.keys(unknown).length > 0 || files.length > 0) {
    throw badFields(Object.fromEntries([
      ...Object.keys(unknown).map((name) => [`relations.${name}`, ['admin.content.unknown_value']]),
      ...files.map((name) => [`values.${name}`, ['admin.content.unknown_value']]),
    ]))
  }
  return { values, translations, relations }
}

/** An editor (without admin or manager) of a texts-only type changes its texts alone (BE-04). */
async function textsOnly(c: Context<AppEnv>, type: ContentTypeName): Promise<boolean> {
  return textsOnlyFor(type, (await currentStaff(c)).roles)
}

const refusedToEditor = () => new ApiError(403, { code: 'texts_only', message: 'Editors change the texts of this content only' })

function untextual(before: ContentItem, write: ContentWrite): Record<string, string[]> {
  const changed: Record<string, string[]> = {}
  for (const [name, value] of Object.entries(write.values)) if (before.values[name] !== value) changed[`values.${name}`] = ['admin.content.texts_only']
  for (const [name, list] of Object.entries(write.relations)) {
    if (JSON.stringify(before.relations[name] ?? []) !== JSON.stringify(list)) changed[`relations.${name}`] = ['admin.content.texts_only']
  }
  return changed
}

function requireVersion(version: number | undefined): number {
  if (version === undefined) throw badFields({ version: ['forms.errors.required'] })
  return version
}

const actor = async (c: Context<AppEnv>) => ({ userId: (await currentStaff(c)).row.user_id, now: Date.now() })

export const staffContentRoutes = {
  contentList: route(STAFF_ENDPOINTS.contentList, { query: typia.http.createValidateQuery<ContentListQuery>() }, async (c, { params, query }) => {
    const skip = query.skip ?? 0
    const limit = query.limit ?? 20
    const { rows, count } = await listContentItems(c.env.DB, typeOf(params.kind), { status: query.status, q: query.q, skip, limit })
    return { rows, meta: { skip, limit, count } }
  }, [privateAnswer]),

  contentItem: route(STAFF_ENDPOINTS.contentItem, {}, async (c, { params }) => withPreviews(c.env.DB, await itemOf(c, typeOf(params.kind), params.id)), [privateAnswer]),

  contentCreate: route(STAFF_ENDPOINTS.contentCreate, { body: typia.createValidateEquals<ContentWriteBody>() }, async (c, { params, body }) => {
    const type = typeOf(params.kind)
    if (await textsOnly(c, type)) throw refusedToEditor()
    const result = await createContent(c.env.DB, type, await prepared(c, type, body), await actor(c))
    if ('conflict' in result) throw conflictError(result)
    return itemOf(c, type, result.key)
  }, [privateAnswer]),

  contentUpdate: route(STAFF_ENDPOINTS.contentUpdate, { body: typia.createValidateEquals<ContentWriteBody>() }, async (c, { params, body }) => {
    const type = typeOf(params.kind)
    const version = requireVersion(body.version)
    const before = await itemOf(c, type, params.id)
    if (before.version !== version) throw stale()
    const write = await prepared(c, type, body)
    if (await textsOnly(c, type)) {
      const changed = untextual(before, write)
      if (Object.keys(changed).length > 0) throw badFields(changed)
    }
    const conflict = await updateContent(c.env.DB, before, write, await actor(c))
    if (conflict) throw conflictError(conflict)
    return itemOf(c, type, before.key)
  }, [privateAnswer]),

  contentPublish: route(STAFF_ENDPOINTS.contentPublish, { body: typia.createValidateEquals<ContentPublishBody>() }, async (c, { params, body }) => {
    const type = typeOf(params.kind)
    const at = publishTimeOf(body.publish_at, Date.now())
    if (at === undefined) throw badFields({ publish_at: ['forms.errors.invalid'] })
    const before = await itemOf(c, type, params.id)
    if (before.version !== body.version) throw stale()
    const conflict = await setPublication(c.env.DB, before, { status: 'published', publish_at: at }, await actor(c))
    if (conflict) throw conflictError(conflict)
    return itemOf(c, type, before.key)
  }, [privateAnswer]),

  contentUnpublish: route(STAFF_ENDPOINTS.contentUnpublish, { body: typia.createValidateEquals<ContentVersionBody>() }, async (c, { params, body }) => {
    const type = typeOf(params.kind)
    const before = await itemOf(c, type, params.id)
    if (before.version !== body.version) throw stale()
    const conflict = await setPublication(c.env.DB, before, { status: 'draft', publish_at: null }, await actor(c))
    if (conflict) throw conflictError(conflict)
    return itemOf(c, type, before.key)
  }, [privateAnswer]),

  contentDelete: route(STAFF_ENDPOINTS.contentDelete, { body: typia.createValidateEquals<ContentVersionBody>() }, async (c, { params, body }) => {
    const type = typeOf(params.kind)
    if (await textsOnly(c, type)) throw refusedToEditor()
    const before = await itemOf(c, type, params.id)
    if (before.version !== body.version) throw stale()
    const conflict = await deleteContent(c.env.DB, before, await actor(c))
    if (conflict) throw conflictError(conflict)
    return { ok: true as const }
  }, [privateAnswer]),
}
