/**
 * A fake Facebook speaking its Login and Graph API protocol: the login dialog (client_id, redirect_uri, state, scope)
 * answering with a 302 to the redirect_uri with `code` and `state`; /oauth/access_token (client_id, client_secret,
 * redirect_uri and a single-use code; errors as `{error: {type: "OAuthException"}}`); and /me with `fields`, the
 * access token and the `appsecret_proof` it requires (HMAC-SHA256 of the token under the app secret).
 */
import { Hono } from 'hono'
import { Grants } from './fake-accounts.ts'

export const FAKE_FACEBOOK = {
  origin: 'https://facebook.fake',
  version: 'v23.0',
  clientId: '987654321012345',
  clientSecret: 'fake-facebook-app-secret',
} as const

/** The Worker's variables that point Facebook sign-in at this fake. */
export function fakeFacebookVars(origin: string = FAKE_FACEBOOK.origin): Record<string, string> {
  return {
    FACEBOOK_CLIENT_ID: FAKE_FACEBOOK.clientId,
    FACEBOOK_CLIENT_SECRET: FAKE_FACEBOOK.clientSecret,
    FACEBOOK_AUTHORIZATION_URL: `${origin}/${FAKE_FACEBOOK.version}/dialog/oauth`,
    FACEBOOK_TOKEN_URL: `${origin}/${FAKE_FACEBOOK.version}/oauth/access_token`,
    FACEBOOK_GRAPH_URL: `${origin}/${FAKE_FACEBOOK.version}`,
  }
}

export interface FacebookAccount {
  id: string
  email?: string
  first_name: string
  last_name: string
}

export function facebookAccount(label = 'facebook'): FacebookAccount {
  const id = crypto.getRandomValues(new Uint32Array(2)).join('')
  return { id, email: `${label}-${id}@facebook.example`, first_name: 'Bakyt', last_name: 'Toktogulov' }
}

function graphError(message: string, code: number, status = 400): Response {
  return Response.json({ error: { message, type: 'OAuthException', code, fbtrace_id: 'Afake' } }, { status })
}

async function appSecretProof(token: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(FAKE_FACEBOOK.clientSecret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(token)))
  return [...signature].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export class FakeFacebook {
  readonly origin: string
  readonly grants = new Grants<FacebookAccount>()
  /** Who logs in at the dialog. */
  account: FacebookAccount = facebookAccount()
  down = false
  readonly meRequests: URLSearchParams[] = []

  constructor(origin: string = FAKE_FACEBOOK.origin) {
    this.origin = origin
  }

  readonly app = new Hono()
    .use(async (c, next) => {
      if (this.down) return c.json({ error: { message: 'Service temporarily unavailable', type: 'FacebookApiException', code: 2 } }, 503)
      await next()
    })
    .get(`/${FAKE_FACEBOOK.version}/dialog/oauth`, (c) => {
      const query = new URL(c.req.url).searchParams
      const redirectUri = query.get('redirect_uri')
      if (query.get('client_id') !== FAKE_FACEBOOK.clientId || !redirectUri) return c.text('Invalid App ID or URL blocked', 400)
      const back = new URL(redirectUri)
      back.searchParams.set('code', this.grants.issueCode({ clientId: FAKE_FACEBOOK.clientId, redirectUri, account: this.account }))
      back.searchParams.set('state', query.get('state') ?? '')
      back.hash = '_=_'
      return c.redirect(back.href, 302)
    })
    .on(['GET', 'POST'], `/${FAKE_FACEBOOK.version}/oauth/access_token`, async (c) => {
      const form = c.req.method === 'POST' ? new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer())) : new URL(c.req.url).searchParams
      if (form.get('client_id') !== FAKE_FACEBOOK.clientId || form.get('client_secret') !== FAKE_FACEBOOK.clientSecret) {
        return graphError('Error validating client secret.', 1)
      }
      const grant = this.grants.spend(form.get('code') ?? '')
      if (!grant) return graphError('This authorization code has been used.', 100)
      if (grant.redirectUri !== form.get('redirect_uri')) return graphError('Error validating verification code. Please make sure your redirect_uri is identical.', 100)
      return c.json({ access_token: this.grants.issueToken(grant.account), token_type: 'bearer', expires_in: 5183944 })
    })
    .get(`/${FAKE_FACEBOOK.version}/me`, async (c) => {
      const query = new URL(c.req.url).searchParams
      this.meRequests.push(query)
      const token = query.get('access_token') ?? ''
      const account = this.grants.tokens.get(token)
      if (!account) return graphError('Invalid OAuth access token.', 190)
      if (query.get('appsecret_proof') !== (await appSecretProof(token))) return graphError('Invalid appsecret_proof provided in the API argument', 100)
      const fields = (query.get('fields') ?? 'id,name').split(',')
      return c.json(Object.fromEntries(Object.entries(account).filter(([name]) => fields.includes(name))))
    })

  fetch = (request: Request): Promise<Response> => Promise.resolve(this.app.fetch(request))
}
