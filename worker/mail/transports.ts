/** Which transport delivers a channel's mail under the configuration (README "Configuration": mail). */
import type { Bindings } from '../env'
import type { MailChannel } from '../db/outbox'
import { cloudflareEmailTransport } from './cloudflare-email'
import { localOutboxTransport } from './local-outbox'
import { RESEND_DEFAULT_URL, resendTransport } from './resend'
import type { MailTransport } from './transport'

export interface ChannelTransport {
  transport: MailTransport
  /** The address a message of the channel goes to; null: the row's own recipient. */
  to: string | null
}

/** The transport of `channel`, or the reason there is none (the message then waits, with that as its error). */
export function transportFor(env: Bindings, channel: MailChannel): ChannelTransport | string {
  if (env.MAIL_DELIVERY === 'local') return { transport: localOutboxTransport, to: channel === 'managers' ? (env.MANAGERS_EMAIL || 'managers@localhost') : null }
  if (!env.MAIL_FROM) return 'MAIL_FROM is not configured'
  if (channel === 'managers') {
    if (!env.MANAGERS_MAIL || !env.MANAGERS_EMAIL) return 'MANAGERS_MAIL binding or MANAGERS_EMAIL is not configured'
    return { transport: cloudflareEmailTransport(env.MANAGERS_MAIL, env.MAIL_FROM), to: env.MANAGERS_EMAIL }
  }
  if (!env.RESEND_API_KEY) return 'RESEND_API_KEY is not configured'
  return { transport: resendTransport(env.RESEND_API_URL || RESEND_DEFAULT_URL, env.RESEND_API_KEY, env.MAIL_FROM), to: null }
}
