import typia from 'typia'
import type { Context } from 'hono'
import type { CommonQuery } from '../../src/model/api'
import type { FranchiseProfile } from '../../src/model/entities/publications'
import { readFranchise } from '../db/franchise'
import type { AppEnv } from '../env'
import { validQuery } from './validation'

const validateQuery = typia.http.createValidateQuery<CommonQuery>()

/**
 * GET profile_site/franchise (API-12, BE-23, FRANCHISE-05, -09): the franchise page's json_data. The FAQ carries
 * every language (ru filling the gaps), so `language` is validated but picks nothing.
 */
export async function franchiseProfile(c: Context<AppEnv>) {
  validQuery(c, validateQuery)
  return c.json<FranchiseProfile>(await readFranchise(c.env.DB))
}
