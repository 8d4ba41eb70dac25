/** The newsletter list (issue 41 "Subscribers"; manager and admin roles): a page of it, and its CSV download. */
import typia from 'typia'
import type { DeskSubscriber, SubscriberExportQuery, SubscriberListQuery } from '../../src/model/desk-people'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { listSubscribers } from '../db/subscribers'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { deskCsvResponse, deskCsvWords, type DeskCsvWords } from './desk-csv'

/** The most rows one export holds (the whole list of a centre, with room to spare). */
export const SUBSCRIBER_EXPORT_MAX = 50_000

/** The export's header in the page's language; the address first, as it is (the file may feed a mailing tool). */
const csvHeader = (words: DeskCsvWords) => [
  words.text('admin.subscribers.email'),
  words.text('admin.subscribers.status'),
  words.text('admin.csv.language'),
  words.timeHeader('admin.csv.subscribed_at'),
  words.timeHeader('admin.csv.confirmed_at'),
  words.timeHeader('admin.csv.unsubscribed_at'),
]

const csvRow = (row: DeskSubscriber, words: DeskCsvWords) => [
  row.email,
  words.text(`admin.subscribers.status.${row.status}`),
  words.code('admin.languages', row.language),
  words.at(row.created),
  words.at(row.confirmed_at),
  words.at(row.unsubscribed_at),
]

export const staffSubscriberRoutes = {
  subscriberList: route(STAFF_ENDPOINTS.subscriberList, { query: typia.http.createValidateQuery<SubscriberListQuery>() }, async (c, { query }) => {
    const skip = query.skip ?? 0
    const limit = query.limit ?? 50
    const { rows, count } = await listSubscribers(c.env.DB, { status: query.status, q: query.q }, { skip, limit })
    return { rows, meta: { skip, limit, count } }
  }, [privateAnswer]),

  subscriberExport: route(STAFF_ENDPOINTS.subscriberExport, { query: typia.http.createValidateQuery<SubscriberExportQuery>() }, async (c, { query }) => {
    const { language, ...filter } = query
    const { rows } = await listSubscribers(c.env.DB, filter, { skip: 0, limit: SUBSCRIBER_EXPORT_MAX })
    const words = deskCsvWords(language)
    return deskCsvResponse('subscribers', csvHeader(words), rows.map((row) => csvRow(row, words)))
  }),
}
