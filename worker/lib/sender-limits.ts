/**
 * BE-27: per-sender limits, counted atomically in D1 (worker/db/sender-limits.ts). Each endpoint that a visitor
 * could flood names its limit in ENDPOINT_SENDER_LIMITS; mountRoutes counts it before anything else of the request.
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { EndpointName } from '../../src/model/api-contract/endpoints'
import { countSenderRequest } from '../db/sender-limits'
import type { AppEnv } from '../env'
import { ApiError } from './errors'
import { senderHash, senderHashKey } from './sender-hash'

const MINUTE = 60 * 1000

/** How many requests one sender may make in a window, and what a 429 past it says. */
export interface RateLimit {
  count: number
  windowMs: number
  message: string
}

/** The limits by name. */
export const RATE_LIMITS = {
  orders: { count: 20, windowMs: 10 * MINUTE, message: 'Too many orders from this address; try later' },
  reviews: { count: 10, windowMs: 10 * MINUTE, message: 'Too many reviews from this address; try later' },
  leads: { count: 10, windowMs: 10 * MINUTE, message: 'Too many requests from this address; try later' },
  subscriptions: { count: 5, windowMs: 10 * MINUTE, message: 'Too many subscriptions from this address; try later' },
  calculations: { count: 120, windowMs: 10 * MINUTE, message: 'Too many price calculations from this address; try later' },
  login: { count: 30, windowMs: 10 * MINUTE, message: 'Too many sign-in attempts from this address; try later' },
  registration: { count: 10, windowMs: 10 * MINUTE, message: 'Too many registrations from this address; try later' },
  passwordReset: { count: 10, windowMs: 10 * MINUTE, message: 'Too many password reset requests from this address; try later' },
  resendVerification: { count: 10, windowMs: 10 * MINUTE, message: 'Too many verification requests from this address; try later' },
  signInLink: { count: 10, windowMs: 10 * MINUTE, message: 'Too many sign-in links requested from this address; try later' },
  findOrders: { count: 10, windowMs: 10 * MINUTE, message: 'Too many order look-ups from this address; try later' },
  socialStart: { count: 30, windowMs: 10 * MINUTE, message: 'Too many social sign-ins started from this address; try later' },
  socialConfirm: { count: 30, windowMs: 10 * MINUTE, message: 'Too many social sign-ins from this address; try later' },
  socialCode: { count: 30, windowMs: 10 * MINUTE, message: 'Too many social sign-ins from this address; try later' },
  search: { count: 120, windowMs: MINUTE, message: 'Too many searches from this address; try later' },
  socialDisconnect: { count: 10, windowMs: 10 * MINUTE, message: 'Too many disconnections from this address; try later' },
} as const satisfies Record<string, RateLimit>

export type RateLimitName = keyof typeof RATE_LIMITS

/**
 * The limit each endpoint counts its sender against, before its body is read or checked (issue 39.8): a refused
 * request counts too, so that a flood of large or bad bodies meets the 429 as soon as valid ones would.
 */
export const ENDPOINT_SENDER_LIMITS: Partial<Record<EndpointName, RateLimitName>> = {
  createLead: 'leads',
  createReview: 'reviews',
  createSubscription: 'subscriptions',
  createEventOrder: 'orders',
  createProductsOrder: 'orders',
  createOnlineCourseOrder: 'orders',
  calculateEventOrder: 'calculations',
  calculateProductsOrder: 'calculations',
  calculateOnlineCourseOrder: 'calculations',
  calculateOnlineCourseOrderAlias: 'calculations',
  login: 'login',
  register: 'registration',
  requestPasswordReset: 'passwordReset',
  resendVerification: 'resendVerification',
  socialStart: 'socialStart',
  socialLogin: 'socialCode',
  socialRegister: 'socialCode',
  socialConnect: 'socialCode',
  socialDisconnect: 'socialDisconnect',
  requestSignInLink: 'signInLink',
  search: 'search',
  findMyOrders: 'findOrders',
}

/** The middleware counting the sender of endpoint `name` against its limit; undefined for an endpoint without one. */
export function senderLimitOf(name: EndpointName): MiddlewareHandler<AppEnv> | undefined {
  const limit = ENDPOINT_SENDER_LIMITS[name]
  if (!limit) return undefined
  return async (c, next) => {
    const sender = await limitSender(c, limit)
    if (sender) c.set('sender', sender)
    await next()
  }
}

/** The keyed hash of the sender its endpoint's limit counted, to store with what the request writes; null without one. */
export function countedSender(c: Context<AppEnv>): string | null {
  return c.get('sender') ?? null
}

/**
 * Counts the request against the sender's limit `name`; past it, a 429 `rate_limited` with Retry-After (seconds
 * until the window ends). Answers the sender's keyed hash, to store with what the request writes; null when the
 * edge gave no address (in-process calls of the renderer).
 */
export async function limitSender(c: Context<AppEnv>, name: RateLimitName): Promise<string | null> {
  const address = c.req.header('cf-connecting-ip')
  if (!address) return null
  const sender = await senderHash(senderHashKey(c.env, new URL(c.req.url)), address, Date.now())
  await countAgainstLimit(c, `${name} ${sender}`, RATE_LIMITS[name])
  return sender
}

/** Counts the request in `bucket`; past `limit`, a 429 `rate_limited` with Retry-After (seconds until the window ends). */
export async function countAgainstLimit(c: Context<AppEnv>, bucket: string, limit: RateLimit): Promise<void> {
  const now = Date.now()
  const counter = await countSenderRequest(c.env.DB, bucket, limit.windowMs, now)
  if (counter.count <= limit.count) return
  const retryAfterSeconds = Math.max(1, Math.ceil((counter.expires_at - now) / 1000))
  throw new ApiError(429, { code: 'rate_limited', message: limit.message }, { 'Retry-After': String(retryAfterSeconds) })
}
