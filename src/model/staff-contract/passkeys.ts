/** Passkeys of staff accounts (issue 41): each member's own, and the second factor with one; spread into STAFF_ENDPOINTS. */
import { get, post, types } from '../api-contract/endpoint'
import { STAFF_ROLES, type StaffOk } from '../staff'
import type { PasskeyAssertionBody, PasskeyOptions, PasskeyRegistrationBody, StaffPasskey, StaffPasskeys } from '../staff-passkeys'

export const PASSKEY_ENDPOINTS = {
  // sign-in steps (and the re-ask before sensitive actions): open, each checked against the staff session it carries
  staffPasskeyOptions: post('/second-factor/passkey/options', types<never, PasskeyOptions>(), { status: 200 }),
  staffPasskeySecondFactor: post('/second-factor/passkey', types<never, StaffOk, PasskeyAssertionBody>(), { status: 200 }),
  // each staff member's own passkeys
  staffPasskeys: get('/passkeys', types<never, StaffPasskeys>(), { roles: STAFF_ROLES }),
  passkeyRegistrationOptions: post('/passkeys/options', types<never, PasskeyOptions>(), { status: 200, roles: STAFF_ROLES }),
  registerPasskey: post('/passkeys', types<never, StaffPasskey, PasskeyRegistrationBody>(), { status: 201, roles: STAFF_ROLES }),
  removePasskey: post('/passkeys/{id}/remove', types<never, StaffOk>(), { status: 200, roles: STAFF_ROLES }),
}
