import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { ListResponse } from '../../src/model/api'
import type { TrainerListItem } from '../../src/model/entities/events'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { findTrainer, listTrainers } from '../db/trainers'
import { route } from '../lib/route'
import { notFound } from '../lib/errors'
import type { ItemQuery, TrainersQuery } from '../../src/model/api-contract/queries'
import { paging } from './paging'
import { sanitizeRichText } from '../lib/sanitize'
import { trainerEntityOf } from '../lib/trainer-entity'

const validateList = typia.http.createValidateQuery<TrainersQuery>()
const validateItem = typia.http.createValidateQuery<ItemQuery>()

/** GET trainers and trainers/{id} (API-12, API-19, API-23, ENTITY-05, OQ-11). Rich text is sanitised (BE-25). */
export const trainerRoutes = {
  trainers: route(ENDPOINTS.trainers, { query: validateList }, async (c, { query }) => {
    const { skip, limit } = paging(query, PAGE_SIZES.default)
    const { rows, count } = await listTrainers(c.env.DB, query.language ?? DEFAULT_LANGUAGE, {
      skip,
      limit,
      order: query.order_by ?? 'created',
      tags: query.tags?.split(','),
    })
    const body: ListResponse<TrainerListItem> = {
      rows: rows.map(({ gallery, ...trainer }) => ({
        ...trainer,
        competence: sanitizeRichText(trainer.competence),
        images: query.expand === 'images' ? gallery : gallery.map((image) => image.uuid),
      })),
      meta: { skip, limit, count },
    }
    return body
  }),
  trainer: route(ENDPOINTS.trainer, { query: validateItem }, async (c, { query, params }) => {
    const trainer = await findTrainer(c.env.DB, query.language ?? DEFAULT_LANGUAGE, params.id)
    if (!trainer) throw notFound('trainer')
    return trainerEntityOf(trainer)
  }),
}
