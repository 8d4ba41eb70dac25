import type { TrainerEntity } from '../../src/model/entities/events'
import type { StoredTrainer } from '../db/trainers'
import { sanitizeRichText } from './sanitize'

/** GET trainers/{id}'s answer from the stored trainer (API-19, OQ-11): rich text sanitised (BE-25), its photos expanded. */
export function trainerEntityOf({ gallery, ...rest }: StoredTrainer): TrainerEntity {
  return {
    ...rest,
    competence: sanitizeRichText(rest.competence),
    education: sanitizeRichText(rest.education),
    cases: sanitizeRichText(rest.cases),
    proud_of: sanitizeRichText(rest.proud_of),
    description: sanitizeRichText(rest.description),
    // A trainer page shows the photos (TRAINER-03): a single trainer always has its images expanded.
    images: gallery,
  }
}
