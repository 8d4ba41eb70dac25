import { fromPromise, setup } from 'xstate'
import { RESEND_VERIFICATION_COOLDOWN_MS } from '../src/model/timers'
import { mustProvide } from './must-provide'

/**
 * The profile's "resend the verification mail" action (PROFILE-08, PROFILE-09, OQ-50):
 *   ready ─resend→ sending ─sent→ coolingDown.sent ─resend→ coolingDown.alreadySent (no call: "already sent, check
 *                          │                                     your inbox and spam") ─cooldown→ ready
 *                          ├limited (429: the server sent one lately)→ coolingDown.alreadySent
 *                          └failure→ failed ("error when resending"; a click tries again)
 * While sending, clicks are ignored; each later click in the cooldown says "already sent" again. The component
 * provides `resend` (POST client_users/resend-email) and shows `onSent`, `onAlreadySent` and `onFailure` (PROFILE-08: modals).
 */

/** Sent, or refused because one was sent lately (429). Anything else the actor throws. */
export type ResendResult = 'sent' | 'limited'

export const profileResendMachine = setup({
  types: { events: {} as { type: 'resend' } },
  actors: {
    resend: fromPromise<ResendResult>(mustProvide('resend')),
  },
  actions: {
    onSent: () => {},
    onAlreadySent: () => {},
    onFailure: () => {},
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
        sent: { entry: 'onSent', on: { resend: 'alreadySent' } },
        alreadySent: { entry: 'onAlreadySent', on: { resend: { target: 'alreadySent', reenter: true } } },
      },
    },
    failed: {
      entry: 'onFailure',
      on: { resend: 'sending' },
    },
  },
})
