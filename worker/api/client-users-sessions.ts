/**
 * The signed-in user's sessions (issue 39.6, ASVS V7): the list with this device marked, ending one, and ending every
 * other ("sign out everywhere else"). Each write answers the sessions left; ending this one signs out.
 */
import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { accountSessions, endSessionByHash, sessionHashById } from '../auth/session-list'
import { endOtherSessions, endSession } from '../auth/sessions'
import { requireSession } from '../auth/signed-in'
import { ApiError } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'

const validateQuery = typia.http.createValidateQuery<CommonQuery>()

const SESSION_ID = /^[0-9a-f]{32}$/

function unknownSession(): ApiError {
  return new ApiError(404, { code: 'not_found', message: 'No such session of this account' })
}

export const clientUserSessionRoutes = {
  mySessions: route(ENDPOINTS.mySessions, { query: validateQuery }, async (c) => accountSessions(c.env.DB, await requireSession(c)), [privateAnswer]),

  endMySession: route(
    ENDPOINTS.endMySession,
    { query: validateQuery },
    async (c, { params }) => {
      const session = await requireSession(c)
      const hash = SESSION_ID.test(params.id) ? await sessionHashById(c.env.DB, session, params.id) : null
      if (!hash) throw unknownSession()
      if (hash === session.tokenHash) {
        await endSession(c)
        return { rows: [] }
      }
      await endSessionByHash(c.env.DB, session.user.id, hash)
      return accountSessions(c.env.DB, session)
    },
    [privateAnswer],
  ),

  endMyOtherSessions: route(
    ENDPOINTS.endMyOtherSessions,
    { query: validateQuery },
    async (c) => {
      const session = await requireSession(c)
      await endOtherSessions(c.env.DB, session.user.id, session.tokenHash)
      return accountSessions(c.env.DB, session)
    },
    [privateAnswer],
  ),
}
