/**
 * A fake Google speaking OAuth 2.0 / OpenID Connect as Google does: the authorization endpoint (client id, redirect_uri,
 * response_type=code, openid + email scopes, PKCE S256 required) answering with a 302 to the redirect_uri with `code`
 * and `state`; the token endpoint (client_secret_basic or _post, the code single-use and bound to its client,
 * redirect_uri and PKCE challenge; RFC 6749 error bodies); and userinfo with the bearer token. `account` is who signs
 * in at the consent page; `down` makes every endpoint answer 503.
 */
import { Hono } from 'hono'
import { Grants, s256 } from './fake-accounts.ts'

export const FAKE_GOOGLE = {
  origin: 'https://google.fake',
  clientId: '1234567890-fake.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-fake-google-secret',
} as const

/** The Worker's variables that point Google sign-in at this fake. */
export function fakeGoogleVars(origin: string = FAKE_GOOGLE.origin): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: FAKE_GOOGLE.clientId,
    GOOGLE_CLIENT_SECRET: FAKE_GOOGLE.clientSecret,
    GOOGLE_AUTHORIZATION_URL: `${origin}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${origin}/token`,
    GOOGLE_USERINFO_URL: `${origin}/v1/userinfo`,
  }
}

export interface GoogleAccount {
  sub: string
  email: string
  email_verified: boolean
  given_name: string
  family_name: string
}

export function googleAccount(label = 'google'): GoogleAccount {
  const id = crypto.getRandomValues(new Uint32Array(3)).join('')
  return { sub: id, email: `${label}-${id}@gmail.example`, email_verified: true, given_name: 'Aidai', family_name: 'Sadykova' }
}

function tokenError(error: string, description: string, status: 400 | 401 = 400): Response {
  return Response.json({ error, error_description: description }, { status })
}

function clientOf(request: Request, form: URLSearchParams): { id: string | null; secret: string | null } {
  const basic = /^Basic (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1]
  if (basic) {
    const [id, secret] = atob(basic).split(':').map(decodeURIComponent)
    return { id: id ?? null, secret: secret ?? null }
  }
  return { id: form.get('client_id'), secret: form.get('client_secret') }
}

export class FakeGoogle {
  readonly origin: string
  readonly grants = new Grants<GoogleAccount>()
  /** Who signs in at the consent page. */
  account: GoogleAccount = googleAccount()
  down = false
  /** Authorization requests as they came (query parameters). */
  readonly authorizations: URLSearchParams[] = []

  constructor(origin: string = FAKE_GOOGLE.origin) {
    this.origin = origin
  }

  readonly app = new Hono()
    .use(async (c, next) => {
      if (this.down) return c.json({ error: 'backend_error' }, 503)
      await next()
    })
    .get('/o/oauth2/v2/auth', (c) => {
      const query = new URL(c.req.url).searchParams
      this.authorizations.push(query)
      const redirectUri = query.get('redirect_uri')
      if (query.get('client_id') !== FAKE_GOOGLE.clientId || !redirectUri) return c.text('Error 400: invalid_request (client_id, redirect_uri)', 400)
      const back = new URL(redirectUri)
      const scopes = (query.get('scope') ?? '').split(' ')
      const challenge = query.get('code_challenge')
      if (query.get('response_type') !== 'code' || !scopes.includes('openid') || !scopes.includes('email') || !challenge || query.get('code_challenge_method') !== 'S256') {
        back.searchParams.set('error', 'invalid_request')
      } else {
        back.searchParams.set('code', this.grants.issueCode({ clientId: FAKE_GOOGLE.clientId, redirectUri, account: this.account, challenge: { value: challenge, method: 'S256' } }))
      }
      back.searchParams.set('state', query.get('state') ?? '')
      return c.redirect(back.href, 302)
    })
    .post('/token', async (c) => {
      const form = new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer()))
      const client = clientOf(c.req.raw, form)
      if (client.id !== FAKE_GOOGLE.clientId || client.secret !== FAKE_GOOGLE.clientSecret) return tokenError('invalid_client', 'The OAuth client was not found.', 401)
      if (form.get('grant_type') !== 'authorization_code') return tokenError('unsupported_grant_type', 'Invalid grant_type')
      const grant = this.grants.spend(form.get('code') ?? '')
      if (!grant) return tokenError('invalid_grant', 'Malformed auth code.')
      if (grant.redirectUri !== form.get('redirect_uri')) return tokenError('redirect_uri_mismatch', 'Bad Request')
      const verifier = form.get('code_verifier')
      if (!verifier || !grant.challenge || (await s256(verifier)) !== grant.challenge.value) return tokenError('invalid_grant', 'Invalid code verifier.')
      return c.json({ access_token: this.grants.issueToken(grant.account), expires_in: 3599, scope: 'openid email profile', token_type: 'Bearer', id_token: 'not-read.by-the.site' })
    })
    .get('/v1/userinfo', (c) => {
      const token = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1]
      const account = token ? this.grants.tokens.get(token) : undefined
      if (!account) return c.json({ error: 'invalid_request', error_description: 'Invalid Credentials' }, 401)
      return c.json({ ...account, name: `${account.given_name} ${account.family_name}`, picture: 'https://lh3.google.fake/a/photo' })
    })

  fetch = (request: Request): Promise<Response> => Promise.resolve(this.app.fetch(request))
}
