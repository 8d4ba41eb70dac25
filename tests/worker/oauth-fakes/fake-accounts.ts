/** Codes and access tokens as an OAuth 2.0 server keeps them: codes single-use and bound to their request, tokens opaque. */

export interface IssuedCode<Account> {
  clientId: string
  redirectUri: string
  account: Account
  /** PKCE (RFC 7636): the challenge and its method, when the authorization request had one. */
  challenge?: { value: string; method: string }
  used: boolean
}

function randomText(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24)))).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** base64url(SHA-256(verifier)): the S256 challenge of a verifier. */
export async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)))
  return btoa(String.fromCharCode(...digest)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

export class Grants<Account> {
  readonly codes = new Map<string, IssuedCode<Account>>()
  readonly tokens = new Map<string, Account>()

  issueCode(grant: Omit<IssuedCode<Account>, 'used'>): string {
    const code = `code-${randomText()}`
    this.codes.set(code, { ...grant, used: false })
    return code
  }

  /** The code's grant, spent at once whatever comes next (RFC 6749 §4.1.2: a code is used once). */
  spend(code: string): IssuedCode<Account> | null {
    const grant = this.codes.get(code)
    if (!grant || grant.used) return null
    grant.used = true
    return grant
  }

  issueToken(account: Account): string {
    const token = `token-${randomText()}`
    this.tokens.set(token, account)
    return token
  }
}
