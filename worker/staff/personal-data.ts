/**
 * Personal data (issue 41, BE-34; admin only): everything stored about an e-mail or phone, as a page and as a JSON
 * download, and its erasure, a sensitive action (a recent second factor). Each is audited under a keyed hash of the
 * person, never their address or phone: the audit log, which nothing may change, keeps no trace of an erased person.
 */
import type { Context } from 'hono'
import typia from 'typia'
import { PERSONAL_DATA_KINDS, type PersonalDataKind, type PersonQuery } from '../../src/model/desk-people'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { erasePersonalData, findPersonalData, isStaffMember, type PersonalDataReport } from '../db/personal-data'
import { auditStatement } from '../db/staff-audit'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { hmacSha256, senderHashKey } from '../lib/sender-hash'
import { hex } from '../lib/token-hash'
import { badFields, validPhone } from '../lib/visitor-input'
import { currentStaff, requireRecentSecondFactor } from './role-check'

const EMAIL = /^[^\s@]+@[^\s@]+$/

/** The person asked for, e-mail lower-cased and phone in E.164: a 400 with field errors for neither or a bad one. */
export function personOf(query: PersonQuery): { email?: string; phone?: string } {
  const email = query.email?.trim().toLowerCase() || undefined
  const typed = query.phone?.trim() || undefined
  const phone = typed ? validPhone(typed) : undefined
  const fields: Record<string, string[]> = {}
  if (!email && !typed) fields.email = ['forms.errors.required']
  if (email && !EMAIL.test(email)) fields.email = ['forms.errors.email_invalid']
  if (typed && !phone) fields.phone = ['forms.errors.phone_invalid']
  if (Object.keys(fields).length) throw badFields(fields)
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}) }
}

/** The audit subject of a person: a keyed hash (SENDER_HASH_KEY) of what was asked, which names nobody. */
async function personSubject(c: Context<AppEnv>, person: { email?: string; phone?: string }): Promise<string> {
  const key = new TextEncoder().encode(senderHashKey(c.env, new URL(c.req.url)))
  return `person:${hex(await hmacSha256(key, `person ${person.email ?? ''} ${person.phone ?? ''}`)).slice(0, 32)}`
}

function countsOf(report: PersonalDataReport): Record<PersonalDataKind, number> {
  return Object.fromEntries(PERSONAL_DATA_KINDS.map((kind) => [kind, report[kind].length])) as Record<PersonalDataKind, number>
}

/** Finds the person and writes the audit row of who looked (`action`), with counts only. */
async function lookUp(c: Context<AppEnv>, query: PersonQuery, action: 'personal_data.find' | 'personal_data.export'): Promise<PersonalDataReport> {
  const { row } = await currentStaff(c)
  const person = personOf(query)
  const report = await findPersonalData(c.env.DB, person)
  await auditStatement(c.env.DB, { userId: row.user_id, action, subject: await personSubject(c, person), after: countsOf(report) }, Date.now()).run()
  return report
}

const validateQuery = typia.http.createValidateQuery<PersonQuery>()

export const staffPersonalDataRoutes = {
  personalDataFind: route(STAFF_ENDPOINTS.personalDataFind, { query: validateQuery }, (c, { query }) => lookUp(c, query, 'personal_data.find'), [
    privateAnswer,
  ]),

  personalDataExport: route(STAFF_ENDPOINTS.personalDataExport, { query: validateQuery }, async (c, { query }) => {
    const report = await lookUp(c, query, 'personal_data.export')
    return new Response(JSON.stringify(report, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="personal-data-${new Date().toISOString().slice(0, 10)}.json"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  }),

  personalDataErase: route(STAFF_ENDPOINTS.personalDataErase, { body: typia.createValidateEquals<PersonQuery>() }, async (c, { body }) => {
    const session = await currentStaff(c)
    requireRecentSecondFactor(session)
    const person = personOf(body)
    if (await isStaffMember(c.env.DB, person)) {
      throw new ApiError(409, { code: 'staff_member', message: 'This person is on the staff: remove their staff roles first' })
    }
    const now = Date.now()
    const before = countsOf(await findPersonalData(c.env.DB, person))
    const subject = await personSubject(c, person)
    // The audit row in the erasure's batch; it records counts only (the files' count once they are gone, below).
    const audit = auditStatement(c.env.DB, { userId: session.row.user_id, action: 'personal_data.erase', subject, before, after: { erased: true } }, now)
    const { cvKeys, ...erased } = await erasePersonalData(c.env.DB, person, [audit])
    if (cvKeys.length) await c.env.FILES.delete(cvKeys)
    return { ...erased, files: cvKeys.length }
  }, [privateAnswer]),
}
