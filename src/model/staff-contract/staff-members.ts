/** Staff management (admins) and each staff member's mail settings (issue 41), spread into STAFF_ENDPOINTS. */
import { get, post, put, types } from '../api-contract/endpoint'
import type { StaffOk } from '../staff'
import {
  STAFF_ADMINS,
  type StaffInviteBody,
  type StaffLanguageBody,
  type StaffMember,
  type StaffMembers,
  type StaffNotifications,
  type StaffRolesBody,
} from '../staff-members'

/** The desk's mail settings are the moderators' (an admin holds every role). */
const REVIEW_MAIL_ROLES = ['admin', 'moderator'] as const

export const STAFF_MEMBER_ENDPOINTS = {
  staffMembers: get('/staff', types<never, StaffMembers>(), { roles: STAFF_ADMINS }),
  inviteStaff: post('/staff', types<never, StaffMember, StaffInviteBody>(), { status: 201, roles: STAFF_ADMINS }),
  setStaffRoles: put('/staff/{id}/roles', types<never, StaffMember, StaffRolesBody>(), { roles: STAFF_ADMINS }),
  setStaffLanguage: put('/staff/{id}/language', types<never, StaffMember, StaffLanguageBody>(), { roles: STAFF_ADMINS }),
  removeStaff: post('/staff/{id}/remove', types<never, StaffOk>(), { status: 200, roles: STAFF_ADMINS }),
  staffNotifications: get('/me/notifications', types<never, StaffNotifications>(), { roles: REVIEW_MAIL_ROLES }),
  setStaffNotifications: put('/me/notifications', types<never, StaffNotifications, StaffNotifications>(), { roles: REVIEW_MAIL_ROLES }),
}
