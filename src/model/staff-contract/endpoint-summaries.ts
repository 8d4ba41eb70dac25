import type { StaffEndpointName } from './endpoints'

/**
 * What each staff endpoint does, for GET /api/staff/openapi.json (worker/staff/openapi.ts); one without a line here
 * is summarised by its name. Apart from STAFF_ENDPOINTS so that the desk's pages, which carry it, do not carry these.
 */
export const STAFF_ENDPOINT_SUMMARIES: Partial<Record<StaffEndpointName, string>> = {
  staffSignIn: 'Sign-in, first step: the site account’s e-mail and password; answers the next step',
  staffEnrolment: 'The authenticator to enrol (otpauth:// address, secret, QR code), after the password',
  staffEnrol: 'Enrols the authenticator with its first code; answers the ten recovery codes once',
  staffSecondFactor: 'Sign-in, second step: a TOTP code or a recovery code (also the re-ask before sensitive actions)',
  staffSignOut: 'Ends the staff session',
  staffMe: 'The signed-in staff member and their roles',
  reviewQueue: 'Reviews waiting for moderation, newest first (BE-09)',
  approveReview: 'Publishes a queued review at once (BE-09)',
  rejectReview: 'Rejects a queued review with a reason (BE-09)',
  editReview: 'Fixes the text of a queued review (a typo)',
  staffOpenapi: 'This document (OpenAPI 3.1), for admins',
  deskOrderItems: 'The items of a kind that have orders, by title: the orders page’s item filter',
  uploadFile: 'Uploads a PDF (its bytes; ?name= and ?purpose=) for a vacancy or the about page (BE-26)',
  fileLibrary: 'The uploaded files, newest first, with what links each',
  deleteFile: 'Deletes an uploaded file no vacancy or page links',
  deleteImage: 'Deletes an uploaded image nothing shows',
  richTextPreview: 'Rich text as the server keeps it (the allow-list of BE-25)',
  checkInEvents: 'Events to check tickets in for: today’s and upcoming first, then the last 30 days; checked-in / sold each',
  doorList: 'An event’s paid tickets for the door’s device: number, buyer, option, SHA-256 of the QR token, refunded, check-in',
  checkIn: 'Checks a ticket in by its QR token or order number, once (the earliest scan kept); answers what the door shows',
  siteProfile: 'The site profile: contacts, messengers, offices, franchise data and FAQ, the about figures, with its version and previews of the pictures it refers to',
  siteProfileUpdate: 'Saves the whole site profile over its version (409 when stale); an editor changes texts only',
  deskForms: 'The lead forms: title, number of fields, missing translations',
  deskForm: 'A lead form’s texts and fields in ru, en and ky, each field with the number of leads that answered it',
  deskFormUpdate: 'Saves a form’s texts and fields over its version; a field leads answered keeps its slug and kind (409)',
  trainerBlocks: 'A trainer’s special blocks (businesses, specialization, FAQ videos, client logos, social links): the draft if any, with their version',
  trainerBlocksUpdate: 'Saves a trainer’s special blocks whole as their draft over their version (409 when stale); visitors still see the published ones',
  trainerBlocksPublish: 'Publishes a trainer’s draft blocks over their version, now or at a future time (409 when stale or no draft); audited',
  trainerBlocksUnschedule: 'Calls off the scheduled publication of a trainer’s draft blocks over their version (409 when stale or none); audited',
  trainerBlocksDiscard: 'Drops a trainer’s draft blocks over their version (409 when stale or no draft); audited',
  trainerBlocksPreview: 'The trainer as the public API will answer once the draft blocks are published, a hidden trainer too',
  attendeesCsv: 'The event’s attendee list with each ticket’s check-in, as CSV',
}
