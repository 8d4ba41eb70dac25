/** The audit log (issue 41 "Audit log"; admin only): every staff action, newest first; nothing here changes it. */
import typia from 'typia'
import type { AuditQuery } from '../../src/model/desk-people'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { auditStaffIds, readAuditJson } from '../../src/model/audit-changes'
import { auditSubjectsNow } from '../db/audit-subjects'
import { listAudit } from '../db/staff-audit'
import { deskDayEnd, deskDayStart } from '../../src/model/desk-days'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { badFields } from '../lib/visitor-input'

export const staffAuditRoutes = {
  auditLog: route(STAFF_ENDPOINTS.auditLog, { query: typia.http.createValidateQuery<AuditQuery>() }, async (c, { query }) => {
    // Days are the centre's, as the desk shows its times (desk-days.ts).
    const from = query.from === undefined ? undefined : deskDayStart(query.from)
    const until = query.to === undefined ? undefined : deskDayEnd(query.to)
    const fields: Record<string, string[]> = {}
    if (from === null) fields.from = ['forms.errors.invalid']
    if (until === null) fields.to = ['forms.errors.invalid']
    if (Object.keys(fields).length) throw badFields(fields)
    const skip = query.skip ?? 0
    const limit = query.limit ?? 50
    const filter = { staff: query.staff, action: query.action, from: from ?? undefined, until: until ?? undefined }
    const { rows, count } = await listAudit(c.env.DB, filter, { skip, limit })
    // The staff members the values hold by id (a lead's assignee) are named in the same batch as the subjects.
    const staffIds = rows.flatMap((row) => auditStaffIds(readAuditJson(row.before), readAuditJson(row.after)))
    const { subjects, staffNames } = await auditSubjectsNow(c.env.DB, rows.map((row) => row.subject), staffIds)
    return {
      rows: rows.map((row) => {
        const now = subjects.get(row.subject)
        return {
          id: row.id,
          staff: row.staff,
          staff_id: row.user_id,
          action: row.action,
          subject: row.subject,
          subject_name: now?.name ?? null,
          subject_exists: now?.exists ?? true,
          subject_parent: now?.parent ?? null,
          subject_provider: now?.provider ?? null,
          before: row.before,
          after: row.after,
          staff_names: Object.fromEntries(auditStaffIds(readAuditJson(row.before), readAuditJson(row.after)).flatMap((id) => (staffNames.has(id) ? [[String(id), staffNames.get(id)!]] : []))),
          at: new Date(row.at).toISOString(),
        }
      }),
      meta: { skip, limit, count },
    }
  }, [privateAnswer]),
}
