import { notFound } from '@tanstack/react-router'
import { ApiRequestError, type ApiFetch } from '../api/client'
import { parseAuditSearch, parsePersonSearch, parseSubscriberSearch } from '../model/desk-people'
import { mayOpenDeskSection } from '../model/staff'
import { createStaffClient } from './staff-client'

type Context = { staffFetch?: ApiFetch; siteUrl: string }

/** A desk page's data (the address's query parsed here, outside the visitors' router chunk); the 404 page for anyone the desk answers 404. */
async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound()
    throw error
  }
}

export const PAGE_SIZE = 50

/** /admin/subscribers: a page of the newsletter list. */
export function loadSubscribers(context: Context, search: Record<string, unknown>) {
  const query = parseSubscriberSearch(search)
  return orNotFound(() => createStaffClient(context).subscriberList({ query: { ...query, limit: PAGE_SIZE } }))
}

/** /admin/personal-data: what is stored about the person asked for (nothing asked: null; a bad e-mail or phone: its field errors). */
export function loadPersonalData(context: Context, search: Record<string, unknown>) {
  const query = parsePersonSearch(search)
  const staff = createStaffClient(context)
  return orNotFound(async () => {
    if (!query.email && !query.phone) {
      // Nothing asked yet: the page is refused at once to anyone its section is not for (as its search would be).
      if (!mayOpenDeskSection((await staff.staffMe({})).roles, '/admin/personal-data')) throw notFound()
      return { report: null, fields: {} }
    }
    try {
      return { report: await staff.personalDataFind({ query }), fields: {} }
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) return { report: null, fields: error.body?.fields ?? {} }
      throw error
    }
  })
}

/** /admin/audit: a page of the audit log, and the staff its filter offers. */
export function loadAudit(context: Context, search: Record<string, unknown>) {
  const query = parseAuditSearch(search)
  const staff = createStaffClient(context)
  return orNotFound(async () => {
    const [log, members] = await Promise.all([staff.auditLog({ query: { ...query, limit: PAGE_SIZE } }), staff.staffMembers({})])
    return { log, members: members.rows }
  })
}
