/** The audit log (issue 41 "Audit log"; admin only): every staff action, newest first; nothing here changes it. */
import typia from 'typia'
import type { AuditQuery } from '../../src/model/desk-people'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { auditSubjectsNow } from '../db/audit-subjects'
import { listAudit } from '../db/staff-audit'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { badFields } from '../lib/visitor-input'

const DAY = 24 * 60 * 60 * 1000

/** A UTC day `YYYY-MM-DD` as epoch milliseconds of its start; null for a day the calendar has not (2026-02-30). */
function dayStart(day: string): number | null {
  const at = Date.parse(`${day}T00:00:00Z`)
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day ? null : at
}

export const staffAuditRoutes = {
  auditLog: route(STAFF_ENDPOINTS.auditLog, { query: typia.http.createValidateQuery<AuditQuery>() }, async (c, { query }) => {
    const from = query.from === undefined ? undefined : dayStart(query.from)
    const to = query.to === undefined ? undefined : dayStart(query.to)
    const fields: Record<string, string[]> = {}
    if (from === null) fields.from = ['forms.errors.invalid']
    if (to === null) fields.to = ['forms.errors.invalid']
    if (Object.keys(fields).length) throw badFields(fields)
    const skip = query.skip ?? 0
    const limit = query.limit ?? 50
    const filter = { staff: query.staff, action: query.action, from: from ?? undefined, until: to == null ? undefined : to + DAY }
    const { rows, count } = await listAudit(c.env.DB, filter, { skip, limit })
    const subjects = await auditSubjectsNow(c.env.DB, rows.map((row) => row.subject))
    return {
      rows: rows.map((row) => ({
        id: row.id,
        staff: row.staff,
        staff_id: row.user_id,
        action: row.action,
        subject: row.subject,
        subject_name: subjects.get(row.subject)?.name ?? null,
        subject_exists: subjects.get(row.subject)?.exists ?? true,
        before: row.before,
        after: row.after,
        at: new Date(row.at).toISOString(),
      })),
      meta: { skip, limit, count },
    }
  }, [privateAnswer]),
}
