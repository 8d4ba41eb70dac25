/** The language an answer or a mail is in: the query's, else the address's (edge), else the default. */
import type { Context } from 'hono'
import type { CommonQuery } from '../../src/model/api'
import { DEFAULT_LANGUAGE, type Language } from '../../src/model/languages'
import type { AppEnv } from '../env'

export function requestLanguage(c: Context<AppEnv>, query: CommonQuery): Language {
  return query.language ?? c.get('language') ?? DEFAULT_LANGUAGE
}
