/**
 * GET client_users/me/orders (issue 28 §4, PROFILE-01): the signed-in user's event, product and course orders,
 * matched by the account's address once it is verified (an unverified address could be anyone's), newest first,
 * each with its paid state, its payment page and, for a paid event order, its ticket (issue 44).
 */
import typia from 'typia'
import type { PagingQuery } from '../../src/model/api-contract/queries'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { requireSession } from '../auth/signed-in'
import { accountOrders } from '../db/account-orders'
import { paging } from './paging'
import { privateAnswer } from '../lib/private-answer'
import { requestLanguage } from './request-language'
import { route } from '../lib/route'
import { ticketKey } from '../lib/ticket-token'
import { withTicketPaths } from '../tickets/ticket-link'

const DEFAULT_LIMIT = 20

export const clientUserOrderRoutes = {
  myOrders: route(
    ENDPOINTS.myOrders,
    { query: typia.http.createValidateQuery<PagingQuery>() },
    async (c, { query }) => {
      const { user } = await requireSession(c)
      const { skip, limit } = paging(query, DEFAULT_LIMIT)
      const meta = { skip, limit, count: 0 }
      if (user.email_verified_at === null) return { rows: [], meta }
      const language = requestLanguage(c, query)
      const page = await accountOrders(c.env.DB, user.email, language, skip, limit)
      return { rows: await withTicketPaths(page.rows, ticketKey(c.env), language), meta: { ...meta, count: page.count } }
    },
    [privateAnswer],
  ),
}
