/**
 * The desk's editing of a trainer's special blocks (issue 42 "trainers", OQ-11; "draft, published and scheduled
 * states"): saved whole as a draft over their version, validated per field, previewed as visitors will see them,
 * published now or scheduled (the cron run publishes it then), unscheduled or discarded over that version; each write
 * audited.
 */
import type { Context } from 'hono'
import typia from 'typia'
import { publishTimeOf } from '../../src/model/content-editing'
import type { ContentPublishBody, ContentVersionBody } from '../../src/model/content-types'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import type { ItemQuery } from '../../src/model/api-contract/queries'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { trainerBlockImages, trainerBlocksFieldErrors, type StaffTrainerBlocks, type TrainerBlocks, type TrainerBlocksWriteBody } from '../../src/model/trainer-blocks'
import { imagePreviews, missingImages } from '../db/images'
import { discardTrainerBlocksDraft, publishTrainerBlocks, readTrainerBlocks, saveTrainerBlocksDraft, type StoredTrainerBlocks } from '../db/trainer-block-edits'
import { previewTrainer } from '../db/trainer-block-preview'
import { scheduleTrainerBlocks, unscheduleTrainerBlocks } from '../db/trainer-block-schedule'
import type { AppEnv } from '../env'
import { ApiError, notFound } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { trainerEntityOf } from '../lib/trainer-entity'
import { badFields } from '../lib/visitor-input'
import { currentStaff } from './role-check'

const stale = () => new ApiError(409, { code: 'stale_version', message: 'Someone saved this first; reload it' })
const noDraft = () => new ApiError(409, { code: 'no_draft', message: 'There is no draft to publish or discard' })
const notScheduled = () => new ApiError(409, { code: 'not_scheduled', message: 'No publication of this draft is scheduled' })

async function storedBlocks(c: Context<AppEnv>, key: string): Promise<StoredTrainerBlocks> {
  const blocks = await readTrainerBlocks(c.env.DB, key)
  if (!blocks) throw notFound('trainers')
  return blocks
}

/** The desk's answer: the blocks it edits, without the published ones beside them, with previews of their pictures. */
async function blocksOf(c: Context<AppEnv>, key: string): Promise<StaffTrainerBlocks> {
  const { published: _published, ...answer } = await storedBlocks(c, key)
  return { ...answer, image_previews: await imagePreviews(c.env.DB, trainerBlockImages(answer.blocks)) }
}

/** Field errors of the rules, then of images that do not exist (a picture or logo named wrongly). */
async function checkedBlocks(c: Context<AppEnv>, blocks: TrainerBlocks): Promise<void> {
  const errors = trainerBlocksFieldErrors(blocks)
  if (Object.keys(errors).length > 0) throw badFields(errors)
  const named = [
    ...blocks.businesses.flatMap((business, index) => (business.image_id ? [[`businesses.${index}.image_id`, business.image_id] as const] : [])),
    ...blocks.client_logos.map((uuid, index) => [`client_logos.${index}`, uuid] as const),
  ]
  const missing = await missingImages(c.env.DB, named.map(([, uuid]) => uuid))
  const gone = named.filter(([, uuid]) => missing.has(uuid))
  if (gone.length > 0) throw badFields(Object.fromEntries(gone.map(([path]) => [path, ['admin.trainer_blocks.image_missing']])))
}

/** The stored draft named by `version`: 409 when the version is stale or there is no draft. */
async function draftOf(c: Context<AppEnv>, key: string, version: number): Promise<StoredTrainerBlocks> {
  const before = await storedBlocks(c, key)
  if (before.version !== version) throw stale()
  if (!before.draft) throw noDraft()
  return before
}

const actorOf = async (c: Context<AppEnv>) => ({ userId: (await currentStaff(c)).row.user_id, now: Date.now() })
const versionBody = typia.createValidateEquals<ContentVersionBody>()

export const staffTrainerBlockRoutes = {
  trainerBlocks: route(STAFF_ENDPOINTS.trainerBlocks, {}, (c, { params }) => blocksOf(c, params.id), [privateAnswer]),

  trainerBlocksUpdate: route(STAFF_ENDPOINTS.trainerBlocksUpdate, { body: typia.createValidateEquals<TrainerBlocksWriteBody>() }, async (c, { params, body }) => {
    await checkedBlocks(c, body.blocks)
    const before = await blocksOf(c, params.id)
    if (before.version !== body.version) throw stale()
    if (!(await saveTrainerBlocksDraft(c.env.DB, before, body.blocks, await actorOf(c)))) throw stale()
    return blocksOf(c, params.id)
  }, [privateAnswer]),

  trainerBlocksPublish: route(STAFF_ENDPOINTS.trainerBlocksPublish, { body: typia.createValidateEquals<ContentPublishBody>() }, async (c, { params, body }) => {
    const at = publishTimeOf(body.publish_at, Date.now())
    if (at === undefined) throw badFields({ publish_at: ['forms.errors.invalid'] })
    const before = await draftOf(c, params.id, body.version)
    // An image may have been deleted since the draft was saved.
    await checkedBlocks(c, before.blocks)
    const actor = await actorOf(c)
    if (!(await (at === null ? publishTrainerBlocks(c.env.DB, before, actor) : scheduleTrainerBlocks(c.env.DB, before, at, actor)))) throw stale()
    return blocksOf(c, params.id)
  }, [privateAnswer]),

  trainerBlocksUnschedule: route(STAFF_ENDPOINTS.trainerBlocksUnschedule, { body: versionBody }, async (c, { params, body }) => {
    const before = await draftOf(c, params.id, body.version)
    if (before.publish_at === null) throw notScheduled()
    if (!(await unscheduleTrainerBlocks(c.env.DB, before, await actorOf(c)))) throw stale()
    return blocksOf(c, params.id)
  }, [privateAnswer]),

  trainerBlocksDiscard: route(STAFF_ENDPOINTS.trainerBlocksDiscard, { body: versionBody }, async (c, { params, body }) => {
    const before = await draftOf(c, params.id, body.version)
    if (!(await discardTrainerBlocksDraft(c.env.DB, before, await actorOf(c)))) throw stale()
    return blocksOf(c, params.id)
  }, [privateAnswer]),

  trainerBlocksPreview: route(STAFF_ENDPOINTS.trainerBlocksPreview, { query: typia.http.createValidateQuery<Pick<ItemQuery, 'language'>>() }, async (c, { params, query }) => {
    const { blocks } = await storedBlocks(c, params.id)
    const trainer = await previewTrainer(c.env.DB, query.language ?? DEFAULT_LANGUAGE, params.id, blocks)
    if (!trainer) throw notFound('trainers')
    return trainerEntityOf(trainer)
  }, [privateAnswer]),
}
