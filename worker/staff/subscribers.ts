/** The newsletter list (issue 41 "Subscribers"; manager and admin roles): a page of it, and its CSV download. */
import typia from 'typia'
import type { SubscriberFilter, SubscriberListQuery } from '../../src/model/desk-people'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { listSubscribers } from '../db/subscribers'
import { csvDocument, csvHeaders } from '../lib/csv'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'

/** The most rows one export holds (the whole list of a centre, with room to spare). */
export const SUBSCRIBER_EXPORT_MAX = 50_000

const CSV_HEADER = ['email', 'status', 'language', 'created', 'confirmed_at', 'unsubscribed_at'] as const

export const staffSubscriberRoutes = {
  subscriberList: route(STAFF_ENDPOINTS.subscriberList, { query: typia.http.createValidateQuery<SubscriberListQuery>() }, async (c, { query }) => {
    const skip = query.skip ?? 0
    const limit = query.limit ?? 50
    const { rows, count } = await listSubscribers(c.env.DB, { status: query.status, q: query.q }, { skip, limit })
    return { rows, meta: { skip, limit, count } }
  }, [privateAnswer]),

  subscriberExport: route(STAFF_ENDPOINTS.subscriberExport, { query: typia.http.createValidateQuery<SubscriberFilter>() }, async (c, { query }) => {
    const { rows } = await listSubscribers(c.env.DB, query, { skip: 0, limit: SUBSCRIBER_EXPORT_MAX })
    const csv = csvDocument(CSV_HEADER, rows.map((row) => CSV_HEADER.map((column) => row[column])))
    return new Response(csv, { headers: csvHeaders('subscribers', new Date().toISOString().slice(0, 10)) })
  }),
}
