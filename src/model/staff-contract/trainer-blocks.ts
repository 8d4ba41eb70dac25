/** The desk's editing of a trainer's special blocks (issue 42 "trainers", OQ-11, TRAINER-11, TRAINER-12, TRAINER-14). */
import type { ItemQuery } from '../api-contract/queries'
import type { ContentPublishBody, ContentVersionBody } from '../content-types'
import type { TrainerEntity } from '../entities/events'
import { get, post, put, types } from '../api-contract/endpoint'
import type { StaffTrainerBlocks, TrainerBlocksWriteBody } from '../trainer-blocks'
import { CONTENT_EDITORS } from './content'

/** Trainers are the editor role's whole (CONTENT_TYPES.trainers.editor is 'all'): the same roles as the item. */
export const TRAINER_BLOCK_ENDPOINTS = {
  trainerBlocks: get('/trainer-blocks/{id}', types<never, StaffTrainerBlocks>(), { roles: CONTENT_EDITORS }),
  /** Saved as the draft; 409 when `version` is no longer the stored one (someone saved since). */
  trainerBlocksUpdate: put('/trainer-blocks/{id}', types<never, StaffTrainerBlocks, TrainerBlocksWriteBody>(), { roles: CONTENT_EDITORS, maxBodyBytes: 256 * 1024 }),
  /** The draft made public now, or at `publish_at` (a future instant) by itself (409 when stale or when there is none). */
  trainerBlocksPublish: post('/trainer-blocks/{id}/publish', types<never, StaffTrainerBlocks, ContentPublishBody>(), { status: 200, roles: CONTENT_EDITORS }),
  /** The scheduled publication called off: the draft stays a draft (409 when stale or when none is scheduled). */
  trainerBlocksUnschedule: post('/trainer-blocks/{id}/unschedule', types<never, StaffTrainerBlocks, ContentVersionBody>(), { status: 200, roles: CONTENT_EDITORS }),
  /** The draft dropped: the editor shows the published blocks again (409 when stale or when there is none). */
  trainerBlocksDiscard: post('/trainer-blocks/{id}/discard', types<never, StaffTrainerBlocks, ContentVersionBody>(), { status: 200, roles: CONTENT_EDITORS }),
  /** The trainer as GET trainers/{id} will answer once the draft is published (a hidden trainer too): the preview's data. */
  trainerBlocksPreview: get('/trainer-blocks/{id}/preview', types<Pick<ItemQuery, 'language'>, TrainerEntity>(), { roles: CONTENT_EDITORS }),
}
