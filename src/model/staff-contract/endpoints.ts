/**
 * Every endpoint of the staff desk's API under STAFF_API_PREFIX, declared once with the same machinery as the
 * visitors' contract (../api-contract/endpoint.ts): worker/staff mounts them, checking `roles` on the server, and the
 * admin pages call them through their own typed client. Only admin code imports this module.
 */
import type { ListResponse } from '../api'
import { get, post, put, types } from '../api-contract/endpoint'
import { LEAD_ENDPOINTS } from './lead-endpoints'
import {
  STAFF_ROLES,
  type QueuedReview,
  type RecoveryCodes,
  type ReviewEditBody,
  type ReviewRejectBody,
  type SecondFactorBody,
  type StaffEnrolment,
  type StaffListQuery,
  type StaffMe,
  type StaffOk,
  type StaffSignInBody,
  type StaffSignInStep,
} from '../staff'
import { STAFF_OPENAPI_ENDPOINTS } from './openapi'
import { IMAGE_ENDPOINTS } from './images'
import { FILE_ENDPOINTS } from './files'
import { EDITOR_ENDPOINTS } from './editor'
import { STAFF_RATE_ENDPOINTS } from './rates'
import { PEOPLE_ENDPOINTS } from './people'
import { STAFF_MEMBER_ENDPOINTS } from './staff-members'
import { ORDER_ENDPOINTS } from './orders'
import { ORDER_ITEM_ENDPOINTS } from './order-items'
import { CONTENT_ENDPOINTS } from './content'
import { CHECK_IN_ENDPOINTS } from './check-in'
import { SITE_EDITING_ENDPOINTS } from './site-editing'
import { ITEM_OPTION_ENDPOINTS } from './item-options'
import { PASSKEY_ENDPOINTS } from './passkeys'
import { TRAINER_BLOCK_ENDPOINTS } from './trainer-blocks'

export const STAFF_API_PREFIX = '/api/staff'

const MODERATORS = ['admin', 'moderator'] as const

export const STAFF_ENDPOINTS = {
  // sign-in: open to anyone, each step checked against the staff session it carries
  staffSignIn: post('/sign-in', types<never, StaffSignInStep, StaffSignInBody>(), { status: 200 }),
  staffEnrolment: get('/enrolment', types<never, StaffEnrolment>()),
  staffEnrol: post('/enrolment', types<never, RecoveryCodes, SecondFactorBody>(), { status: 200 }),
  staffSecondFactor: post('/second-factor', types<never, StaffOk, SecondFactorBody>(), { status: 200 }),
  staffSignOut: post('/sign-out', types<never, StaffOk>(), { status: 200 }),
  // the desk
  staffMe: get('/me', types<never, StaffMe>(), { roles: STAFF_ROLES }),
  reviewQueue: get('/reviews', types<StaffListQuery, ListResponse<QueuedReview>>(), { roles: MODERATORS }),
  approveReview: post('/reviews/{id}/approve', types<never, StaffOk>(), { status: 200, roles: MODERATORS }),
  rejectReview: post('/reviews/{id}/reject', types<never, StaffOk, ReviewRejectBody>(), { status: 200, roles: MODERATORS }),
  editReview: put('/reviews/{id}', types<never, QueuedReview, ReviewEditBody>(), { roles: MODERATORS }),
  ...LEAD_ENDPOINTS,
  ...STAFF_OPENAPI_ENDPOINTS,
  ...IMAGE_ENDPOINTS,
  ...FILE_ENDPOINTS,
  ...EDITOR_ENDPOINTS,
  ...STAFF_RATE_ENDPOINTS,
  ...PEOPLE_ENDPOINTS,
  ...STAFF_MEMBER_ENDPOINTS,
  ...ORDER_ENDPOINTS,
  ...ORDER_ITEM_ENDPOINTS,
  ...CONTENT_ENDPOINTS,
  ...CHECK_IN_ENDPOINTS,
  ...SITE_EDITING_ENDPOINTS,
  ...ITEM_OPTION_ENDPOINTS,
  ...PASSKEY_ENDPOINTS,
  ...TRAINER_BLOCK_ENDPOINTS,
}

export type StaffEndpoints = typeof STAFF_ENDPOINTS
export type StaffEndpointName = keyof StaffEndpoints
