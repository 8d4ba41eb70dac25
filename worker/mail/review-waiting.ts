/**
 * When the moderators hear of waiting reviews (issue 41): those who chose "at once" get a mail queued in the same
 * batch as the review; those who chose "daily" one digest from the first scheduled run of the day past
 * REVIEW_DIGEST_HOUR_UTC, only when reviews wait. Marks keep each mail to one a review, or one a day, per moderator.
 */
import { localizePath } from '../../src/model/languages'
import { siteOrigin } from '../../src/model/site-urls'
import { REVIEW_DIGEST_HOUR_UTC } from '../../src/model/staff-members'
import { markedMailStatements, moderatorsChoosing, waitingReviewCount } from '../db/review-mail'
import type { Bindings } from '../env'
import { reviewMail } from './review-mail'

/** The scheduled run has no request: without SITE_URL the links name the local server. */
const LOCAL_ORIGIN = 'http://localhost:8787'

function queueLink(origin: string, language: Parameters<typeof localizePath>[1]): string {
  return `${origin}${localizePath('/admin/reviews', language)}`
}

/** The statements queuing the "at once" mail of a new review to each moderator who chose it. */
export async function newReviewMailStatements(db: D1Database, origin: string, reviewUuid: string, now: number): Promise<D1PreparedStatement[]> {
  const moderators = await moderatorsChoosing(db, 'at_once')
  const mails = await Promise.all(
    moderators.map(async (moderator) => {
      const mail = await reviewMail({ recipient: moderator.email, language: moderator.language, cause: reviewUuid, link: queueLink(origin, moderator.language) })
      return markedMailStatements(db, moderator.id, `review:${reviewUuid}`, mail, now)
    }),
  )
  return mails.flat()
}

/** The day's digest to each moderator who chose "daily", when reviews wait; answers how many mails were queued. */
export async function queueReviewDigest(env: Bindings, now: number): Promise<number> {
  const at = new Date(now)
  if (at.getUTCHours() < REVIEW_DIGEST_HOUR_UTC) return 0
  const waiting = await waitingReviewCount(env.DB)
  if (waiting === 0) return 0
  const day = at.toISOString().slice(0, 10)
  const origin = siteOrigin(env.SITE_URL, LOCAL_ORIGIN)
  const moderators = await moderatorsChoosing(env.DB, 'daily')
  if (moderators.length === 0) return 0
  const statements = await Promise.all(
    moderators.map(async (moderator) => {
      const mail = await reviewMail({ recipient: moderator.email, language: moderator.language, cause: `digest:${day}`, link: queueLink(origin, moderator.language), waiting })
      return markedMailStatements(env.DB, moderator.id, `digest:${day}`, mail, now)
    }),
  )
  const results = await env.DB.batch(statements.flat())
  return results.filter((result, index) => index % 2 === 1 && result.meta.changes > 0).length
}
