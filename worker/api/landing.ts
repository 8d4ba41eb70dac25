import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { EMPTY_LANDING_DATA, type LandingProfileName, type LandingProfiles } from '../../src/model/entities/landing'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { readLandingData } from '../db/landing'
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

async function landingProfile<Name extends LandingProfileName>(db: D1Database, name: Name, query: CommonQuery): Promise<LandingProfiles[Name]> {
  const data = await readLandingData(db, name, query.language ?? DEFAULT_LANGUAGE)
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
