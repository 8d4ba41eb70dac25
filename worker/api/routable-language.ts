import type { MiddlewareHandler } from 'hono'
import { isLanguage } from '../../src/model/languages'
import type { AppEnv } from '../env'
import { routableLanguageCodes } from '../edge/routable-languages'
import { validationError } from '../lib/errors'

/** I18N-04, OQ-01: a catalogue language that is not routable now is refused as an unknown value (typia checks the rest). */
export const routableLanguage: MiddlewareHandler<AppEnv> = async (c, next) => {
  const language = c.req.query('language')
  if (isLanguage(language)) {
    const codes = await routableLanguageCodes(c.env.DB)
    if (!codes.includes(language)) {
      throw validationError([{ path: '$input.language', expected: codes.map((code) => `"${code}"`).join(' | '), value: language }])
    }
  }
  await next()
}
