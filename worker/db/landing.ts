import { LANDING_GALLERY_KIND, type LandingProfileName } from '../../src/model/entities/landing'
import type { ImageEntity } from '../../src/model/entities/reference'
import type { Language } from '../../src/model/languages'
import { fillRuGaps } from '../../src/model/ru-gaps'
import { imagesOf } from './images'
import { profileDataStatement, valuesInLanguage } from './profile-data'

/**
 * A landing profile's json_data (OQ-04, OQ-25): each key a JSON value in `language`, ru filling the gaps (a missing
 * key, and each empty text of a list item), and the profile's gallery from entity_images. Shape checks are the API's (worker/api/landing.ts).
 */
export async function readLandingData(
  db: D1Database,
  profile: LandingProfileName,
  language: Language,
): Promise<Record<string, unknown> & { gallery: ImageEntity[] }> {
  const [result, galleries] = await Promise.all([
    profileDataStatement(db, profile, language).all(),
    imagesOf(db, LANDING_GALLERY_KIND, [profile]),
  ])
  const ru = valuesInLanguage(result, 'ru')
  const values = Object.entries(valuesInLanguage(result, language)).map(([key, value]) => [key, fillRuGaps(JSON.parse(value), ru[key] === undefined ? undefined : JSON.parse(ru[key]))])
  return { ...Object.fromEntries(values), gallery: galleries.get(profile) ?? [] }
}

