/** The desk's people (issue 41): the newsletter list and its CSV, personal data (BE-34), the audit log. */
import type { ListResponse } from '../api'
import { get, post, types } from '../api-contract/endpoint'
import type {
  AuditEntry,
  AuditQuery,
  DeskSubscriber,
  PersonalDataErased,
  PersonalDataReport,
  PersonQuery,
  SubscriberExportQuery,
  SubscriberListQuery,
} from '../desk-people'

const MANAGERS = ['admin', 'manager'] as const
const ADMINS = ['admin'] as const

// Paths differ from the pages' (/admin/personal-data): the public router's tree names those, never these.
export const PEOPLE_ENDPOINTS = {
  subscriberList: get('/subscribers', types<SubscriberListQuery, ListResponse<DeskSubscriber>>(), { roles: MANAGERS }),
  // A plain link's download (works before the page's script): CSV of the list's filter in the page's language.
  subscriberExport: get('/subscribers/export', types<SubscriberExportQuery, string>(), { roles: MANAGERS, client: false, media: 'text/csv' }),
  personalDataFind: get('/personal-data/find', types<PersonQuery, PersonalDataReport>(), { roles: ADMINS }),
  personalDataExport: get('/personal-data/export', types<PersonQuery, PersonalDataReport>(), { roles: ADMINS, client: false }),
  personalDataErase: post('/personal-data/erase', types<never, PersonalDataErased, PersonQuery>(), { status: 200, roles: ADMINS }),
  auditLog: get('/audit', types<AuditQuery, ListResponse<AuditEntry>>(), { roles: ADMINS }),
}
