/**
 * The browser's side of a passkey ceremony (issue 41): the server's options, the browser's prompt through
 * @simplewebauthn/browser (loaded only when a passkey is used), the answer sent back. A prompt the person cancels
 * or lets time out is the error `passkey_cancelled`, which the desk's machines show like any refusal.
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import type { StaffClient } from './staff-client'

async function browserAnswer<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask()
  } catch (error) {
    throw Object.assign(new Error('passkey_cancelled', { cause: error }), { code: 'passkey_cancelled' })
  }
}

/** Passes the second factor with one of the account's passkeys (sign-in, or the re-ask before a sensitive action). */
export async function confirmWithPasskey(staff: StaffClient): Promise<unknown> {
  const [{ startAuthentication }, options] = await Promise.all([import('@simplewebauthn/browser'), staff.staffPasskeyOptions({})])
  const credential = await browserAnswer(() => startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }))
  return staff.staffPasskeySecondFactor({ body: { credential: { ...credential, clientExtensionResults: { ...credential.clientExtensionResults } } } })
}

/** Registers a new passkey of the signed-in staff member under `name`. */
export async function registerPasskey(staff: StaffClient, name: string) {
  const [{ startRegistration }, options] = await Promise.all([import('@simplewebauthn/browser'), staff.passkeyRegistrationOptions({})])
  const credential = await browserAnswer(() => startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }))
  return staff.registerPasskey({ body: { name, credential: { ...credential, clientExtensionResults: { ...credential.clientExtensionResults } } } })
}
