/**
 * What the staff audit log records (issue 41 "Audit log"): every action a staff member can take, by the name the
 * worker writes (worker/db/staff-audit.ts takes nothing else) and the desk names in words
 * (`admin.audit.actions.<action>`, `admin.audit.content.<verb>`), and the families its filter offers.
 */
import type { ContentTypeName } from './content-types'

/** A staff member's second factor, and how it was given (the app's code when no suffix). */
const SECOND_FACTOR_ACTIONS = [
  'staff.enrol',
  'staff.sign_in',
  'staff.sign_in.recovery_code',
  'staff.sign_in.passkey',
  'staff.reconfirm',
  'staff.reconfirm.recovery_code',
  'staff.reconfirm.passkey',
] as const

/** The actions with one fixed name (a content item's are composed: ContentAuditAction). */
export const FIXED_AUDIT_ACTIONS = [
  ...SECOND_FACTOR_ACTIONS,
  'staff.language_changed',
  'staff.review_mail',
  'staff.passkey.register',
  'staff.passkey.remove',
  'staff.roles_granted',
  'staff.roles_changed',
  'staff.removed',
  'review.approve',
  'review.reject',
  'review.edit',
  'order.paid_offline',
  'payment.followup_done',
  'check_in',
  'lead.status',
  'lead.assign',
  'lead.comment',
  'form.update',
  'site_profile.update',
  'trainer_blocks.update',
  'trainer_blocks.publish',
  'trainer_blocks.publish_scheduled',
  'trainer_blocks.schedule',
  'trainer_blocks.unschedule',
  'trainer_blocks.discard',
  'event_option.create',
  'event_option.update',
  'event_option.delete',
  'product_option.create',
  'product_option.update',
  'product_option.delete',
  'online_course_option.create',
  'online_course_option.update',
  'online_course_option.delete',
  'product_prop.create',
  'product_prop.update',
  'product_prop.delete',
  'image.upload',
  'image.edit',
  'image.delete',
  'file.upload',
  'file.delete',
  'exchange-rate.override.set',
  'exchange-rate.override.clear',
  'personal_data.find',
  'personal_data.export',
  'personal_data.erase',
] as const
export type FixedAuditAction = (typeof FIXED_AUDIT_ACTIONS)[number]

/** What was done to a content item of the registry (worker/db/content-writes.ts). */
export const CONTENT_AUDIT_VERBS = ['create', 'update', 'publish', 'unpublish', 'schedule', 'delete'] as const
export type ContentAuditVerb = (typeof CONTENT_AUDIT_VERBS)[number]
export type ContentAuditAction = `content.${ContentTypeName}.${ContentAuditVerb}`

export type AuditAction = FixedAuditAction | ContentAuditAction

/** The sign-ins of a staff member (the staff list's "last sign-in"): every way of passing the second factor at sign-in. */
export const SIGN_IN_ACTIONS: readonly FixedAuditAction[] = SECOND_FACTOR_ACTIONS.filter((action) => action === 'staff.enrol' || action.startsWith('staff.sign_in'))

/**
 * The audit log's filter (its `action` is a name's beginning: worker/db/staff-audit.ts): each family in the order the
 * desk lists them, named `admin.audit.families.<family>`; `content` is followed by one entry a content type.
 */
export const AUDIT_FAMILIES = [
  'content',
  'trainer_blocks',
  'event_option',
  'product_option',
  'online_course_option',
  'product_prop',
  'image',
  'file',
  'review',
  'lead',
  'form',
  'order',
  'payment',
  'check_in',
  'exchange-rate',
  'site_profile',
  'personal_data',
  'staff.sign_in',
  'staff',
] as const
export type AuditFamily = (typeof AUDIT_FAMILIES)[number]

/** How the desk names an action: a fixed one by its own message, a content item's by its verb and type; else unknown. */
export type AuditActionName =
  | { kind: 'fixed'; action: FixedAuditAction }
  | { kind: 'content'; type: string; verb: ContentAuditVerb }
  | { kind: 'unknown'; action: string }

export function auditActionName(action: string): AuditActionName {
  const fixed = FIXED_AUDIT_ACTIONS.find((known) => known === action)
  if (fixed) return { kind: 'fixed', action: fixed }
  const content = /^content\.([a-z_]+)\.([a-z]+)$/.exec(action)
  const verb = CONTENT_AUDIT_VERBS.find((known) => known === content?.[2])
  if (content && verb) return { kind: 'content', type: content[1]!, verb }
  return { kind: 'unknown', action }
}
