/**
 * Secrets a deployment must set (`wrangler secret put`): at least 32 characters, else a 503 `not_configured` and an
 * error in the log; local runs on a loopback host use a built-in key while the secret is unset.
 */
import { isLocalHost } from '../edge/rules/canonical-host'
import { ApiError } from './errors'

/** A shorter secret is refused: what it protects must not be found by guessing it. */
export const SECRET_MIN_LENGTH = 32

/** The key of local runs (loopback hosts, which never reach a deployment) while the secret `name` is not set. */
export function localSecret(name: string): string {
  return `local runs only: no ${name}, never used by a deployment`
}

/** The secret `name` with its `value` from the environment, for a request to `url`. */
export function requiredSecret(name: string, value: string | undefined, url: URL): string {
  const key = value ?? ''
  if (key.length >= SECRET_MIN_LENGTH) return key
  if (key === '' && isLocalHost(url.hostname)) return localSecret(name)
  console.error(`${name} is not set or shorter than ${SECRET_MIN_LENGTH} characters: what needs it is refused`)
  throw new ApiError(503, { code: 'not_configured', message: 'The server cannot accept this until it is configured' })
}
