/**
 * POST orders/find (issue 44): "find my orders". The address gets one mail with the links of every order, ticket and
 * course access bought with it in the last year (or word that there is none); the answer is 202 alike whatever the
 * address has, so it tells nobody whether it bought anything. One mail an address a window, counted atomically
 * (a request past it answers the same and sends nothing); the sender's limit is counted before (sender-limits.ts).
 */
import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import { EMAIL_RULES } from '../../src/model/account-validation'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { FindOrdersBody } from '../../src/model/entities/users'
import { siteOrigin } from '../../src/model/site-urls'
import { validateForm } from '../../src/model/validation'
import { accountHash } from '../auth/account-limits'
import { ordersOfAddressSince } from '../db/account-orders'
import { enqueueStatement } from '../db/outbox'
import { countSenderRequest } from '../db/sender-limits'
import { route } from '../lib/route'
import { ticketKey } from '../lib/ticket-token'
import { rejectFormErrors } from '../lib/visitor-input'
import { foundOrdersMail } from '../mail/found-orders-mail'
import { kickOutbox } from '../mail/kick'
import { withTicketPaths } from '../tickets/ticket-link'
import { accountEmail } from './client-users-input'
import { requestLanguage } from './request-language'

/** One mail an address in this window. */
export const FOUND_ORDERS_WINDOW_MS = 15 * 60 * 1000
const YEAR_MS = 365 * 24 * 60 * 60 * 1000
/** A mail lists at most this many orders. */
const MAILED_ORDERS = 100

export const findMyOrdersRoutes = {
  findMyOrders: route(
    ENDPOINTS.findMyOrders,
    { query: typia.http.createValidateQuery<CommonQuery>(), body: typia.createValidateEquals<FindOrdersBody>() },
    async (c, { query, body }) => {
      const email = accountEmail(body.email)
      rejectFormErrors(validateForm({ email }, EMAIL_RULES))
      const now = Date.now()
      const counter = await countSenderRequest(c.env.DB, `findOrders address ${await accountHash(c, email)}`, FOUND_ORDERS_WINDOW_MS, now)
      if (counter.count === 1) {
        const language = requestLanguage(c, query)
        const found = await ordersOfAddressSince(c.env.DB, email, language, new Date(now - YEAR_MS).toISOString(), MAILED_ORDERS)
        const orders = await withTicketPaths(found, ticketKey(c.env), language)
        const mail = await foundOrdersMail(email, orders, siteOrigin(c.env.SITE_URL, c.req.url), language, `find ${crypto.randomUUID()}`)
        await c.env.DB.batch([enqueueStatement(c.env.DB, mail, now)])
        kickOutbox(c)
      }
      return { detail: 'orders_mailed' }
    },
  ),
}
