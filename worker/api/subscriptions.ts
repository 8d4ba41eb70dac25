/**
 * POST subscriptions (EVENTS-09, COURSES-05, BE-28, OQ-07, OQ-35): an address asks to subscribe; it is stored as
 * pending with fresh tokens and its confirmation mail is queued in the same batch. 202 whatever the address's state,
 * so the answer never tells whether an address is subscribed.
 */
import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import {
  SUBSCRIPTION_CONFIRM_HOURS,
  SUBSCRIPTION_PATHS,
  type SubscriptionCreateBody,
} from '../../src/model/entities/leads'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { SUBSCRIPTION_FORM_RULES, trimText, validateForm } from '../../src/model/validation'
import { enqueueStatement } from '../db/outbox'
import { privacyDocumentVersion } from '../db/reviews'
import { PENDING_WITH_TOKEN, requestSubscriptionStatement } from '../db/subscribers'
import { kickOutbox } from '../mail/kick'
import { subscriptionConfirmMail } from '../mail/subscription-mail'
import { randomToken } from '../lib/random-token'
import { tokenHash } from '../lib/token-hash'
import { route } from '../lib/route'
import { rejectFormErrors } from '../lib/visitor-input'

const validateQuery = typia.http.createValidateQuery<CommonQuery>()
const validateBody = typia.createValidateEquals<SubscriptionCreateBody>()

const HOUR = 60 * 60 * 1000

export const subscriptionRoutes = {
  createSubscription: route(ENDPOINTS.createSubscription, { query: validateQuery, body: validateBody }, async (c, { query, body }) => {
    const address = trimText(body.email).toLowerCase()
    rejectFormErrors(validateForm({ email: address }, SUBSCRIPTION_FORM_RULES))

    const now = Date.now()
    const language = query.language ?? c.get('language') ?? DEFAULT_LANGUAGE
    const confirmToken = randomToken()
    const unsubscribeToken = randomToken()
    const confirmTokenHash = await tokenHash(confirmToken)
    const origin = c.env.SITE_URL || new URL(c.req.url).origin
    const link = (path: string, token: string) => `${origin}${path}?token=${token}`
    const mail = await subscriptionConfirmMail(address, language, confirmTokenHash, {
      confirm: link(SUBSCRIPTION_PATHS.confirm, confirmToken),
      unsubscribe: link(SUBSCRIPTION_PATHS.unsubscribe, unsubscribeToken),
      validHours: SUBSCRIPTION_CONFIRM_HOURS,
    })
    await c.env.DB.batch([
      requestSubscriptionStatement(c.env.DB, {
        email: address,
        language,
        confirmTokenHash,
        confirmExpiresAt: now + SUBSCRIPTION_CONFIRM_HOURS * HOUR,
        unsubscribeTokenHash: await tokenHash(unsubscribeToken),
        consentDocument: await privacyDocumentVersion(c.env.DB),
        created: new Date(now).toISOString(),
      }),
      enqueueStatement(c.env.DB, mail, now, { sql: PENDING_WITH_TOKEN, value: confirmTokenHash }),
    ])
    kickOutbox(c)
    return { status: 'confirmation_sent' }
  }),
}
