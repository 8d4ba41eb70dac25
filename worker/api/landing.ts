import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { EMPTY_LANDING_DATA, type ClubManager, type ClubManagerSetting, type LandingProfileName, type LandingProfiles } from '../../src/model/entities/landing'
import type { ImageEntity } from '../../src/model/entities/reference'
import { DEFAULT_LANGUAGE, type Language } from '../../src/model/languages'
import { findEmployee } from '../db/employees'
import { readLandingData } from '../db/landing'
import { phoneDisplay } from '../db/phone-display'
import { sanitized } from './employees'
import { route } from '../lib/route'

const validateQuery = typia.http.createValidateQuery<CommonQuery>()

/**
 * Each profile's shape: CMS data that does not fit is a server fault, never half a page; unknown keys are dropped, and
 * keys staff have not filled in yet are empty (EMPTY_LANDING_DATA), so a fresh deployment's pages render.
 */
const SHAPES: { [Name in LandingProfileName]: (input: unknown) => LandingProfiles[Name]['json_data'] } = {
  about: typia.misc.createAssertPrune<LandingProfiles['about']['json_data']>(),
  club: typia.misc.createAssertPrune<LandingProfiles['club']['json_data']>(),
  online_school: typia.misc.createAssertPrune<LandingProfiles['online_school']['json_data']>(),
}

const assertManagerSetting = typia.createAssert<ClubManagerSetting | null>()

/** CLUB-04: the employee staff named as the club's manager, with the club's phone and e-mail; null when there is none. */
async function clubManager(db: D1Database, language: Language, stored: unknown): Promise<ClubManager | null> {
  const setting = assertManagerSetting(stored ?? null)
  const employee = setting && setting.employee_id !== null && (await findEmployee(db, language, setting.employee_id, true))
  if (!setting || !employee) return null
  const { full_name, description, images } = sanitized(employee)
  const phone = phoneDisplay(setting.phone)
  return { full_name, description, images: images as ImageEntity[], phone: phone.phone, phone_display: phone.display, email: setting.email }
}

async function landingProfile<Name extends LandingProfileName>(db: D1Database, name: Name, query: CommonQuery): Promise<LandingProfiles[Name]> {
  const language = query.language ?? DEFAULT_LANGUAGE
  const data: Record<string, unknown> = await readLandingData(db, name, language)
  if (name === 'club') data.manager = await clubManager(db, language, data.manager)
  return { json_data: SHAPES[name]({ ...EMPTY_LANDING_DATA[name], ...data }) } as LandingProfiles[Name]
}

/** GET profile_site/about, club and online_school (BE-23, OQ-04, OQ-25): a landing page's json_data in `language`. */
export const landingRoutes = {
  aboutProfile: route(ENDPOINTS.aboutProfile, { query: validateQuery }, (c, { query }) => landingProfile(c.env.DB, 'about', query)),
  clubProfile: route(ENDPOINTS.clubProfile, { query: validateQuery }, (c, { query }) => landingProfile(c.env.DB, 'club', query)),
  onlineSchoolProfile: route(ENDPOINTS.onlineSchoolProfile, { query: validateQuery }, (c, { query }) =>
    landingProfile(c.env.DB, 'online_school', query),
  ),
}
