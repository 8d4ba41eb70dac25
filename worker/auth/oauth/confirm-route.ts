/**
 * GET /_oauth_confirm, where Google and Facebook send the visitor back (OAUTH-02…06, OQ-39): the state must be the
 * one of the visitor's own cookie, the code is exchanged on the server, and the visitor is sent with 303 to the page
 * that shows the result (`?oauth=<result>`). Any failure of the provider is `failed`, never an error page.
 */
import { Hono, type Context } from 'hono'
import { DEFAULT_LANGUAGE } from '../../../src/model/languages'
import { connectedResult, OAUTH_CONFIRM_PATH, type OAuthResult } from '../../../src/model/oauth'
import { oauthLanding } from '../../../src/model/oauth-landing'
import { ApiError } from '../../lib/errors'
import { validateConfirmQuery, type OAuthConfirmQuery } from './validators'
import { limitSender } from '../../lib/sender-limits'
import type { AppEnv } from '../../env'
import { oauthConfig } from './config'
import { exchangeProfile } from './exchange-profile'
import { takeFlow, type OAuthFlow } from './flow-cookie'
import { oauthRedirectUri } from './redirect-uri'
import { finishFlow, type FlowOutcome } from './social-accounts'

function resultOf(outcome: FlowOutcome, flow: OAuthFlow): OAuthResult {
  if (outcome.kind === 'connected') return connectedResult(flow.provider)
  if (outcome.kind !== 'refused') return outcome.kind
  if (outcome.reason === 'linked_elsewhere') return 'already_registered'
  if (outcome.reason === 'not_signed_in') return 'rejected'
  if (outcome.reason === 'email_missing') return 'failed'
  return outcome.reason
}

async function confirm(c: Context<AppEnv>, query: OAuthConfirmQuery | null): Promise<{ result: OAuthResult; flow: OAuthFlow | null }> {
  const flow = takeFlow(c, query?.state)
  if (!flow) return { result: 'rejected', flow }
  const config = oauthConfig(c.env, flow.provider)
  if (!config || !query?.code) return { result: 'failed', flow }
  const profile = await exchangeProfile(config, oauthRedirectUri(c), query.code, flow)
  if (typeof profile === 'string') return { result: 'failed', flow }
  return { result: resultOf(await finishFlow(c, flow, profile), flow), flow }
}

export const oauthConfirm = new Hono<AppEnv>()
  .get(OAUTH_CONFIRM_PATH, async (c) => {
    c.header('Cache-Control', 'no-store')
    await limitSender(c, 'socialConfirm')
    const query = validateConfirmQuery(new URL(c.req.url).searchParams)
    const { result, flow } = await confirm(c, query.success ? query.data : null)
    return c.redirect(oauthLanding(result, flow?.purpose ?? null, flow?.language ?? DEFAULT_LANGUAGE, flow?.next), 303)
  })
  // BE-27: past a limit, the API's 429 (rate_limited, Retry-After); any other failure is the site's error page.
  .onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers)
    throw error
  })
