/**
 * Passkeys (WebAuthn, @simplewebauthn/server) as a second factor beside TOTP (issue 41): a signed-in staff member
 * registers and removes their own; at sign-in, and when a sensitive action asks again, one of them passes the second
 * factor. Each ceremony's challenge is the session's own, used once (taken before the check) and lives 5 minutes; the
 * relying party is the site's origin (SITE_URL, else the request's). Tries count on the same budget as codes.
 */
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import type { Context } from 'hono'
import typia from 'typia'
import { siteOrigin } from '../../src/model/site-urls'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { STAFF_PASSKEYS, type PasskeyAssertionBody, type PasskeyRegistrationBody, type StaffPasskey } from '../../src/model/staff-passkeys'
import { uncountSenderRequest } from '../db/sender-limits'
import { personOf } from '../db/staff'
import { addPasskey, keepChallenge, passkeyOf, passkeysOf, removePasskey, takeChallenge, usePasskeyStatement, type PasskeyRow } from '../db/staff-passkeys'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { countAgainstLimit } from '../lib/sender-limits'
import { currentStaff, requireRecentSecondFactor, unknownEndpoint } from './role-check'
import { carriedSession, codeBucket, passSecondFactor, STAFF_LIMITS } from './sign-in'

/** The relying party: the site's origin and its host name. */
function relyingParty(c: Context<AppEnv>): { origin: string; rpID: string } {
  const origin = siteOrigin(c.env.SITE_URL, c.req.url)
  return { origin, rpID: new URL(origin).hostname }
}

function refused(): ApiError {
  return new ApiError(400, { code: 'invalid_passkey', message: 'The passkey was not accepted; try again' })
}

const transportsOf = (row: PasskeyRow): string[] => JSON.parse(row.transports) as string[]

const listed = (row: PasskeyRow): StaffPasskey => ({
  id: row.id,
  name: row.name,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
})

/** Why a library check failed, never shown: any failure is the same 400. */
async function checked<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify()
  } catch {
    throw refused()
  }
}

export const staffPasskeyRoutes = {
  staffPasskeys: route(STAFF_ENDPOINTS.staffPasskeys, {}, async (c) => {
    const { row } = await currentStaff(c)
    return { rows: (await passkeysOf(c.env.DB, row.user_id)).map(listed) }
  }, [privateAnswer]),

  passkeyRegistrationOptions: route(STAFF_ENDPOINTS.passkeyRegistrationOptions, {}, async (c) => {
    const session = await currentStaff(c)
    requireRecentSecondFactor(session)
    const userId = session.row.user_id
    const [person, existing] = await Promise.all([personOf(c.env.DB, userId), passkeysOf(c.env.DB, userId)])
    if (!person) throw unknownEndpoint()
    if (existing.length >= STAFF_PASSKEYS.maxPerAccount) throw new ApiError(409, { code: 'too_many_passkeys', message: `An account keeps at most ${STAFF_PASSKEYS.maxPerAccount} passkeys` })
    const options = await generateRegistrationOptions({
      rpName: STAFF_PASSKEYS.rpName,
      rpID: relyingParty(c).rpID,
      userName: person.email,
      userDisplayName: `${person.first_name} ${person.last_name}`.trim() || person.email,
      timeout: STAFF_PASSKEYS.browserTimeoutMs,
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.id, transports: transportsOf(row) })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    })
    await keepChallenge(c.env.DB, session.row.token_hash, 'register', options.challenge, Date.now() + STAFF_PASSKEYS.challengeMs)
    return options as unknown as Record<string, unknown>
  }, [privateAnswer]),

  registerPasskey: route(STAFF_ENDPOINTS.registerPasskey, { body: typia.createValidateEquals<PasskeyRegistrationBody>() }, async (c, { body }) => {
    const session = await currentStaff(c)
    const now = Date.now()
    const challenge = await takeChallenge(c.env.DB, session.row.token_hash, 'register', now)
    if (!challenge) throw refused()
    const { origin, rpID } = relyingParty(c)
    const verification = await checked(() =>
      verifyRegistrationResponse({ response: body.credential, expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: false }),
    )
    if (!verification.verified) throw refused()
    const { credential } = verification.registrationInfo
    const row = {
      id: credential.id,
      user_id: session.row.user_id,
      name: body.name.trim() || credential.id.slice(0, 8),
      public_key: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? body.credential.response.transports ?? []),
      created_at: now,
    }
    if (!(await addPasskey(c.env.DB, row, STAFF_PASSKEYS.maxPerAccount))) throw new ApiError(409, { code: 'conflict', message: 'This passkey is registered already, or the account has too many' })
    return listed({ ...row, last_used_at: null })
  }, [privateAnswer]),

  removePasskey: route(STAFF_ENDPOINTS.removePasskey, {}, async (c, { params }) => {
    const session = await currentStaff(c)
    requireRecentSecondFactor(session)
    if (!(await removePasskey(c.env.DB, session.row.user_id, params.id, Date.now()))) throw new ApiError(404, { code: 'not_found', message: 'No such passkey' })
    return { ok: true as const }
  }, [privateAnswer]),

  staffPasskeyOptions: route(STAFF_ENDPOINTS.staffPasskeyOptions, {}, async (c) => {
    const session = await carriedSession(c)
    const passkeys = await passkeysOf(c.env.DB, session.row.user_id)
    if (passkeys.length === 0) throw new ApiError(400, { code: 'no_passkey', message: 'This account has no passkey' })
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(c).rpID,
      allowCredentials: passkeys.map((row) => ({ id: row.id, transports: transportsOf(row) })),
      userVerification: 'preferred',
      timeout: STAFF_PASSKEYS.browserTimeoutMs,
    })
    await keepChallenge(c.env.DB, session.row.token_hash, 'verify', options.challenge, Date.now() + STAFF_PASSKEYS.challengeMs)
    return options as unknown as Record<string, unknown>
  }, [privateAnswer]),

  staffPasskeySecondFactor: route(STAFF_ENDPOINTS.staffPasskeySecondFactor, { body: typia.createValidateEquals<PasskeyAssertionBody>() }, async (c, { body }) => {
    const session = await carriedSession(c)
    const userId = session.row.user_id
    const now = Date.now()
    await countAgainstLimit(c, codeBucket(userId), STAFF_LIMITS.secondFactor)
    const challenge = await takeChallenge(c.env.DB, session.row.token_hash, 'verify', now)
    const passkey = challenge ? await passkeyOf(c.env.DB, userId, body.credential.id) : null
    if (!challenge || !passkey) throw refused()
    const { origin, rpID } = relyingParty(c)
    const verification = await checked(() =>
      verifyAuthenticationResponse({
        response: body.credential,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: { id: passkey.id, publicKey: isoBase64URL.toBuffer(passkey.public_key), counter: passkey.counter, transports: transportsOf(passkey) },
        requireUserVerification: false,
      }),
    )
    if (!verification.verified) throw refused()
    const used = await usePasskeyStatement(c.env.DB, userId, passkey.id, verification.authenticationInfo.newCounter, now).run()
    if (used.meta.changes !== 1) throw refused()
    await uncountSenderRequest(c.env.DB, codeBucket(userId), now)
    const action = session.row.stage === 'signed_in' ? 'staff.reconfirm' : 'staff.sign_in'
    await passSecondFactor(c, session, `${action}.passkey`, now)
    return { ok: true as const }
  }, [privateAnswer]),
}
