import { fromPromise, setup } from 'xstate'
import { RESEND_VERIFICATION_COOLDOWN_MS } from '../src/model/timers'
import { mustProvide } from './must-provide'

/**
 * The profile's "resend the verification mail" action (PROFILE-08, PROFILE-09, OQ-50):
 *   ready ─resend→ sending ─sent→ coolingDown.sent ─resend→ coolingDown.alreadySent (no call: "already sent, check
 *                          │                                     your inbox and spam") ─cooldown→ ready
 *                          ├limited (429: the server sent one lately)→ coolingDown.alreadySent
 *                          └failure→ failed ("error when resending"; a click tries again)
 * While sending, clicks are ignored. The component provides `resend` (POST client_users/resend-email).
 */

/** Sent, or refused because one was sent lately (429). Anything else the actor throws. */
export type ResendResult = 'sent' | 'limited'

export const profileResendMachine = setup({
  types: { events: {} as { type: 'resend' } },
  actors: {
    resend: fromPromise<ResendResult>(mustProvide('resend')),
  },
  delays: { cooldown: RESEND_VERIFICATION_COOLDOWN_MS },
}).createMachine({
  id: 'profileResend',
  initial: 'ready',
  states: {
    ready: {
      on: { resend: 'sending' },
    },
    sending: {
      invoke: {
        src: 'resend',
        onDone: [{ guard: ({ event }) => event.output === 'limited', target: 'coolingDown.alreadySent' }, { target: 'coolingDown.sent' }],
        onError: 'failed',
      },
    },
    coolingDown: {
      after: { cooldown: 'ready' },
      initial: 'sent',
      states: {
        sent: { on: { resend: 'alreadySent' } },
        alreadySent: {},
      },
    },
    failed: {
      on: { resend: 'sending' },
    },
  },
})
