import { LANDING_GALLERY_KIND, type LandingProfileName } from '../../src/model/entities/landing'
import type { ImageEntity } from '../../src/model/entities/reference'
import type { Language } from '../../src/model/languages'
import { imagesOf } from './images'
import { profileDataStatement, valuesInLanguage } from './profile-data'

/**
 * A landing profile's json_data (OQ-04, OQ-25): each key a JSON value in `language`, ru filling the gaps, and the
 * profile's gallery from entity_images. Shape checks are the API's (worker/api/landing.ts).
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
  const values = Object.entries(valuesInLanguage(result, language)).map(([key, value]) => [key, JSON.parse(value) as unknown])
  return { ...Object.fromEntries(values), gallery: galleries.get(profile) ?? [] }
}

