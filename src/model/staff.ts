/** The staff desk's roles, timeouts and entities (issue 41); shared by worker/staff and the admin pages. */
import type { ReviewEntityType } from './entities/shop'
import { splitLanguage } from './languages'

export const STAFF_ROLES = ['admin', 'manager', 'moderator', 'editor', 'door', 'qa'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value)
}

const MINUTE = 60 * 1000

/** Staff sessions are shorter than visitors' (README "The staff desk"); sensitive actions want a recent second factor. */
export const STAFF_SESSION_TIMEOUTS = {
  /** Between the password and the second factor. */
  pendingMs: 10 * MINUTE,
  idleMs: 30 * MINUTE,
  absoluteMs: 12 * 60 * MINUTE,
  /** How long a passed second factor counts as recent for a sensitive action. */
  recentSecondFactorMs: 10 * MINUTE,
  touchMs: MINUTE,
} as const

/** TOTP of staff accounts (RFC 6238): what authenticator apps use by default. */
export const STAFF_TOTP = { periodSeconds: 30, digits: 6, issuer: 'Vershina Academy staff', recoveryCodes: 10 } as const

/** The staff desk's path; every page under it is for staff only. */
export const ADMIN_PATH = '/admin'

/** Who may open /admin/flows, the machines' statecharts and live states (issue 41, QA: the flows). */
export const FLOWS_ROLES: readonly StaffRole[] = ['qa', 'admin']

export function canSeeFlows(roles: readonly StaffRole[]): boolean {
  return roles.some((role) => FLOWS_ROLES.includes(role))
}

/** Admin and manager change all they edit; anyone else who edits (an editor) changes texts only (BE-04). */
export function changesBeyondTexts(roles: readonly string[]): boolean {
  return roles.includes('admin') || roles.includes('manager')
}

/** Whether a page's path is the desk or under it, in any language. */
export function isAdminPath(pathname: string): boolean {
  const { rest } = splitLanguage(pathname)
  return rest === ADMIN_PATH || rest.startsWith(`${ADMIN_PATH}/`)
}

export interface StaffSignInBody {
  email: string
  password: string
}

/** What the desk asks for after the password: a code of the enrolled authenticator, or enrolment first. */
export interface StaffSignInStep {
  next: 'second_factor' | 'enrol'
  /** The account has a passkey: the second factor may be one (beside the code). */
  passkey: boolean
}

export interface SecondFactorBody {
  /** A 6-digit code of the authenticator, or one of the recovery codes. */
  code: string
}

export interface StaffEnrolment {
  /** The otpauth:// address the QR code carries. */
  uri: string
  /** The same secret as base32, for typing into an app by hand. */
  secret: string
  /** The QR code of `uri` as an SVG document. */
  qr_svg: string
}

export interface RecoveryCodes {
  recovery_codes: string[]
}

export interface StaffMe {
  email: string
  name: string
  roles: StaffRole[]
  /** Has a passkey: the re-ask before a sensitive action offers it beside the code. */
  passkey: boolean
}

/** A page of a desk list. */
export interface StaffListQuery {
  /** @type uint */
  skip?: number
  /**
   * @type uint
   * @maximum 100
   */
  limit?: number
}

export interface StaffOk {
  ok: true
}

/** A review waiting for moderation, with what a moderator needs to judge it (the phone stays on the desk). */
export interface QueuedReview {
  uuid: string
  entity_type: ReviewEntityType
  entity_id: string | null
  /** The event, product, trainer… the review is about, when it names one. */
  about: string | null
  client_name: string
  client_phone: string
  media_source: string | null
  /** The author's photo, when they sent one. */
  photo_url: string | null
  body: string
  body_video: string | null
  language: string | null
  created: string
}

export interface ReviewRejectBody {
  /**
   * Blank is the handler's to name ("write the reason"), not a length error.
   * @maxLength 500
   */
  reason: string
}

export interface ReviewEditBody {
  /**
   * Blank is the handler's to name (required), not a length error.
   * @maxLength 20000
   */
  body: string
}

/** A part of the desk: its address under ADMIN_PATH, who may open it, and its name's message key. */
export interface DeskSection {
  path: string
  roles: readonly StaffRole[]
  label: string
}

/** Every part of the desk, in the order of its menu; each page checks the same roles on the server. */
export const DESK_SECTIONS: readonly DeskSection[] = [
  { path: '/admin/reviews', roles: ['admin', 'moderator'], label: 'admin.nav.reviews' },
  { path: '/admin/leads', roles: ['admin', 'manager'], label: 'admin.nav.leads' },
  { path: '/admin/orders', roles: ['admin', 'manager'], label: 'admin.nav.orders' },
  { path: '/admin/payments', roles: ['admin', 'manager'], label: 'admin.nav.payments' },
  { path: '/admin/check-in', roles: ['admin', 'manager', 'door'], label: 'admin.nav.check_in' },
  { path: '/admin/subscribers', roles: ['admin', 'manager'], label: 'admin.nav.subscribers' },
  { path: '/admin/rates', roles: ['admin', 'manager'], label: 'admin.nav.rates' },
  { path: '/admin/content', roles: ['admin', 'manager', 'editor'], label: 'admin.nav.content' },
  { path: '/admin/media', roles: ['admin', 'manager'], label: 'admin.nav.media' },
  { path: '/admin/site-profile', roles: ['admin', 'manager', 'editor'], label: 'admin.nav.site_profile' },
  { path: '/admin/forms', roles: ['admin', 'manager', 'editor'], label: 'admin.nav.forms' },
  { path: '/admin/personal-data', roles: ['admin'], label: 'admin.nav.personal_data' },
  { path: '/admin/audit', roles: ['admin'], label: 'admin.nav.audit' },
  { path: '/admin/staff', roles: ['admin'], label: 'admin.nav.staff' },
  { path: '/admin/flows', roles: FLOWS_ROLES, label: 'admin.nav.flows' },
]

/** The parts of the desk a staff member with these roles may open. */
export function deskSectionsFor(roles: readonly StaffRole[]): DeskSection[] {
  return DESK_SECTIONS.filter((section) => section.roles.some((role) => roles.includes(role)))
}

/** Whether these roles may open the desk's part at `path` (one of DESK_SECTIONS): its page refuses anyone else. */
export function mayOpenDeskSection(roles: readonly StaffRole[], path: string): boolean {
  return deskSectionsFor(roles).some((section) => section.path === path)
}
