/** Staff management and the moderators' mail (issue 41): who holds which roles, and how a moderator hears of reviews. */
import type { Language } from './languages'
import type { StaffRole } from './staff'

/** Who may manage the staff: admins only. */
export const STAFF_ADMINS: readonly StaffRole[] = ['admin']

/** A staff member as the admin's list shows them. */
export interface StaffMember {
  id: number
  email: string
  name: string
  roles: StaffRole[]
  /** Whether an authenticator is enrolled. */
  second_factor: boolean
  /** How many passkeys the account holds (the other second factor, migration 0062). */
  passkeys: number
  /** The language the desk's mails to this account are in (the account's own; ru when it has none of the site's). */
  language: Language
  /** The last time the second factor was passed (ISO), when recorded. */
  last_sign_in: string | null
}

export interface StaffMembers {
  rows: StaffMember[]
}

export interface StaffInviteBody {
  /** @maxLength 254 */
  email: string
  /**
   * @minItems 1
   * @uniqueItems
   */
  roles: StaffRole[]
  /** The invitation mail's language. */
  language: Language
}

/** PUT staff/{id}/language: the staff member's mail language, as an admin sets it. */
export interface StaffLanguageBody {
  language: Language
}

export interface StaffRolesBody {
  /**
   * @minItems 1
   * @uniqueItems
   */
  roles: StaffRole[]
}

/** When a moderator hears that reviews wait: one digest a day (the default), at once for each review, or never. */
export const REVIEW_MAIL_CHOICES = ['daily', 'at_once', 'off'] as const
export type ReviewMailChoice = (typeof REVIEW_MAIL_CHOICES)[number]

export interface StaffNotifications {
  review_mail: ReviewMailChoice
}

/** The daily digest goes with the first scheduled run of the day (UTC) from this hour: 09:00 in Bishkek. */
export const REVIEW_DIGEST_HOUR_UTC = 3

/** Whether these roles receive the moderators' mail (the moderator role itself, not an admin's every role). */
export function receivesReviewMail(roles: readonly StaffRole[]): boolean {
  return roles.includes('moderator')
}
