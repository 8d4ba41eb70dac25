/** Passkeys (WebAuthn) of staff accounts, a second factor beside TOTP (issue 41): limits and the API's shapes. */

const MINUTE = 60 * 1000

/** A challenge lives 5 minutes and is used once; an account keeps at most 10 passkeys. */
export const STAFF_PASSKEYS = { rpName: 'Vershina Academy staff', challengeMs: 5 * MINUTE, maxPerAccount: 10, browserTimeoutMs: 2 * MINUTE } as const

/** A registered passkey as its owner's desk page lists it (times as ISO 8601). */
export interface StaffPasskey {
  id: string
  name: string
  created_at: string
  last_used_at: string | null
}

export interface StaffPasskeys {
  rows: StaffPasskey[]
}

/** The browser's options for navigator.credentials (WebAuthn's JSON form), made by the server for one challenge. */
export type PasskeyOptions = Record<string, unknown>

/**
 * @pattern ^[A-Za-z0-9_-]+$
 * @maxLength 1400
 */
type Base64Url = string

/** What `navigator.credentials.create()` answered, in WebAuthn's JSON form (RegistrationResponseJSON). */
export interface PasskeyRegistrationResponse {
  id: Base64Url
  rawId: Base64Url
  response: {
    /** @maxLength 4096 */
    clientDataJSON: string
    /** @maxLength 16384 */
    attestationObject: string
    /** @maxLength 16384 */
    authenticatorData?: string
    /** @maxItems 8 */
    transports?: string[]
    publicKeyAlgorithm?: number
    /** @maxLength 4096 */
    publicKey?: string
  }
  authenticatorAttachment?: 'platform' | 'cross-platform'
  clientExtensionResults: Record<string, unknown>
  type: 'public-key'
}

/** What `navigator.credentials.get()` answered, in WebAuthn's JSON form (AuthenticationResponseJSON). */
export interface PasskeyAuthenticationResponse {
  id: Base64Url
  rawId: Base64Url
  response: {
    /** @maxLength 4096 */
    clientDataJSON: string
    /** @maxLength 16384 */
    authenticatorData: string
    /** @maxLength 1024 */
    signature: string
    /** @maxLength 1024 */
    userHandle?: string
  }
  authenticatorAttachment?: 'platform' | 'cross-platform'
  clientExtensionResults: Record<string, unknown>
  type: 'public-key'
}

export interface PasskeyRegistrationBody {
  /**
   * What its owner calls it ("work laptop").
   * @minLength 1
   * @maxLength 60
   */
  name: string
  credential: PasskeyRegistrationResponse
}

export interface PasskeyAssertionBody {
  credential: PasskeyAuthenticationResponse
}
