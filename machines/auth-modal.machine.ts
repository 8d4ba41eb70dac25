import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { ResetLink } from '../src/model/auth-forms'
import { type AuthFormMode, type AuthMode } from '../src/model/auth-modal-view'
import { AUTH_MESSAGES, type AuthMessage } from '../src/model/auth-messages'
import type { ClientUser } from '../src/model/entities/users'
import { MODAL_RESET_DELAY_MS } from '../src/model/timers'
import { loginFormMachine, registerFormMachine, resetFormMachine, restoreFormMachine, signInLinkFormMachine } from './auth-modal-forms'
import { mustProvide } from './must-provide'

/**
 * The auth modal (AUTH-01…14, MODAL-03, OQ-33, OQ-38):
 *   closed ─open(login|register|restore)→ open.<mode>, each with its form (auth-modal-forms.ts) invoked as `form`
 *          ├openReset(token, uid)→ open.reset                    (AUTH-11)
 *          ├verifyEmail(key)→ verifying ─→ open.message (`signedIn`: the link signs in, AUTH-14, issue 40.4)
 *          ├signInWithLink(token)→ signingIn ─→ open.message (`signedIn`; a dead link offers the login form, issue 39.5)
 *          └showMessage→ open.message
 *   open.login ─sent→ closing (`signedIn` with the user and where to go next)
 *   open.register ─sent→ open.message (registered; `signedIn` when the answer signs in)
 *   open.restore ─sent→ open.message (the neutral "if the address is registered…", OQ-33)
 *   open.signInLink ─sent→ open.message (as neutral: a sign-in link is on its way, issue 39.5)
 *   open.reset ─sent→ open.message (`wentHome`, AUTH-13)
 *   open ─close→ closing ─200 ms→ closed (the mode and everything else forgotten, AUTH-01)
 * While a form is performing, closing and switching modes wait (AUTH-03). Login switches to restore and register,
 * restore and register back to login (AUTH-05); login to the sign-in link's form and back.
 */

export type { AuthFormMode, AuthMode }

export interface AuthModalContext {
  /** The mode shown, kept while closing so the closing modal keeps its content; null once closed. */
  mode: AuthMode | null
  reset: ResetLink | null
  message: AuthMessage | null
  /** A warning over the login form (a social account that is not registered, OAUTH-06). */
  notice: string | null
  /** Where the visitor goes after signing in (OQ-38). */
  next: string | null
  performing: boolean
}

export type AuthModalEvent =
  | { type: 'auth.open'; mode: AuthFormMode; notice?: string; next?: string | null }
  | { type: 'auth.openReset'; link: ResetLink }
  | { type: 'auth.showMessage'; message: AuthMessage }
  | { type: 'auth.verifyEmail'; key: string }
  | { type: 'auth.signInWithLink'; token: string }
  | { type: 'auth.switch'; mode: AuthFormMode }
  | { type: 'auth.close' }

const CLOSED: AuthModalContext = { mode: null, reset: null, message: null, notice: null, next: null, performing: false }

type FormSnapshot = { status: string; matches(state: string): boolean; context: { output: unknown } }
const snapshotOf = (event: unknown) => (event as { snapshot: FormSnapshot }).snapshot

export const authModalMachine = setup({
  types: {
    context: {} as AuthModalContext,
    events: {} as AuthModalEvent,
  },
  actors: {
    loginForm: loginFormMachine,
    registerForm: registerFormMachine,
    restoreForm: restoreFormMachine,
    resetForm: resetFormMachine,
    signInLinkForm: signInLinkFormMachine,
    verifyEmail: fromPromise<ClientUser, { key: string }>(mustProvide('verifyEmail')),
    signInWithLink: fromPromise<ClientUser, { token: string }>(mustProvide('signInWithLink')),
  },
  delays: { MODAL_RESET_DELAY: MODAL_RESET_DELAY_MS },
  actions: {
    /** The session takes the user; with `next`, the visitor goes there. */
    signedIn: (_, _params: { user: ClientUser; next: string | null }) => mustProvide('signedIn')(),
    /** AUTH-13: after a reset the visitor is on the home page. */
    wentHome: mustProvide('wentHome'),
    // The mode stays until the entered state names its own (a modal reopened in the same mode keeps its form).
    opened: assign(({ context, event }) =>
      event.type === 'auth.open' ? { ...CLOSED, mode: context.mode, notice: event.notice ?? null, next: event.next ?? null } : {},
    ),
    openedReset: assign(({ context, event }) => (event.type === 'auth.openReset' ? { ...CLOSED, mode: context.mode, reset: event.link } : {})),
    showMessage: assign(({ context }, message: AuthMessage) => ({ ...CLOSED, mode: context.mode, message })),
    showEventMessage: assign(({ context, event }) =>
      event.type === 'auth.showMessage' ? { ...CLOSED, mode: context.mode, message: event.message } : {},
    ),
    trackPerforming: assign(({ event }) => ({ performing: snapshotOf(event).matches('sending') })),
    stopPerforming: assign({ performing: false }),
    showMode: assign((_, mode: AuthMode) => ({ mode })),
    forget: assign(() => CLOSED),
  },
  guards: {
    formSent: ({ event }) => snapshotOf(event).matches('sent'),
    outputIsUser: ({ event }) => snapshotOf(event).context.output !== null,
    notPerforming: ({ context }) => !context.performing,
  },
}).createMachine({
  id: 'authModal',
  context: CLOSED,
  initial: 'closed',
  on: {
    'auth.open': [
      { guard: ({ event }) => event.mode === 'register', target: '.open.register', actions: 'opened' },
      { guard: ({ event }) => event.mode === 'restore', target: '.open.restore', actions: 'opened' },
      { guard: ({ event }) => event.mode === 'signInLink', target: '.open.signInLink', actions: 'opened' },
      { target: '.open.login', actions: 'opened' },
    ],
    'auth.openReset': { target: '.open.reset', actions: 'openedReset' },
    'auth.showMessage': { target: '.open.message', actions: 'showEventMessage' },
    'auth.verifyEmail': '.verifying',
    'auth.signInWithLink': '.signingIn',
  },
  states: {
    closed: {},
    verifying: {
      invoke: {
        src: 'verifyEmail',
        input: ({ event }) => ({ key: event.type === 'auth.verifyEmail' ? event.key : '' }),
        onDone: {
          target: 'open.message',
          actions: [{ type: 'showMessage', params: AUTH_MESSAGES.emailVerified }, { type: 'signedIn', params: ({ event }) => ({ user: event.output, next: null }) }],
        },
        onError: { target: 'open.message', actions: { type: 'showMessage', params: AUTH_MESSAGES.emailNotVerified } },
      },
    },
    signingIn: {
      invoke: {
        src: 'signInWithLink',
        input: ({ event }) => ({ token: event.type === 'auth.signInWithLink' ? event.token : '' }),
        onDone: {
          target: 'open.message',
          actions: [{ type: 'showMessage', params: AUTH_MESSAGES.signedInByLink }, { type: 'signedIn', params: ({ event }) => ({ user: event.output, next: null }) }],
        },
        onError: { target: 'open.message', actions: { type: 'showMessage', params: AUTH_MESSAGES.signInLinkInvalid } },
      },
    },
    open: {
      initial: 'login',
      exit: 'stopPerforming',
      on: {
        'auth.close': { guard: 'notPerforming', target: 'closing' },
      },
      states: {
        login: {
          entry: { type: 'showMode', params: 'login' },
          on: {
            'auth.switch': [
              { guard: and(['notPerforming', ({ event }) => event.mode === 'register']), target: 'register' },
              { guard: and(['notPerforming', ({ event }) => event.mode === 'restore']), target: 'restore' },
              { guard: and(['notPerforming', ({ event }) => event.mode === 'signInLink']), target: 'signInLink' },
            ],
          },
          invoke: {
            id: 'form',
            src: 'loginForm',
            input: { settings: null },
            onSnapshot: [
              {
                guard: 'formSent',
                target: '#authModal.closing',
                actions: {
                  type: 'signedIn',
                  params: ({ context, event }) => ({ user: event.snapshot.context.output as ClientUser, next: context.next }),
                },
              },
              { actions: 'trackPerforming' },
            ],
          },
        },
        register: {
          entry: { type: 'showMode', params: 'register' },
          on: { 'auth.switch': { guard: and(['notPerforming', ({ event }) => event.mode === 'login']), target: 'login' } },
          invoke: {
            id: 'form',
            src: 'registerForm',
            input: { settings: null },
            onSnapshot: [
              {
                guard: and(['formSent', 'outputIsUser']),
                target: 'message',
                actions: [
                  { type: 'signedIn', params: ({ event }) => ({ user: event.snapshot.context.output as ClientUser, next: null }) },
                  { type: 'showMessage', params: AUTH_MESSAGES.registered },
                ],
              },
              { guard: 'formSent', target: 'message', actions: { type: 'showMessage', params: AUTH_MESSAGES.registered } },
              { actions: 'trackPerforming' },
            ],
          },
        },
        restore: {
          entry: { type: 'showMode', params: 'restore' },
          on: { 'auth.switch': { guard: and(['notPerforming', ({ event }) => event.mode === 'login']), target: 'login' } },
          invoke: {
            id: 'form',
            src: 'restoreForm',
            input: { settings: null },
            onSnapshot: [
              { guard: 'formSent', target: 'message', actions: { type: 'showMessage', params: AUTH_MESSAGES.restoreRequested } },
              { actions: 'trackPerforming' },
            ],
          },
        },
        signInLink: {
          entry: { type: 'showMode', params: 'signInLink' },
          on: { 'auth.switch': { guard: and(['notPerforming', ({ event }) => event.mode === 'login']), target: 'login' } },
          invoke: {
            id: 'form',
            src: 'signInLinkForm',
            input: { settings: null },
            onSnapshot: [
              { guard: 'formSent', target: 'message', actions: { type: 'showMessage', params: AUTH_MESSAGES.signInLinkSent } },
              { actions: 'trackPerforming' },
            ],
          },
        },
        reset: {
          entry: { type: 'showMode', params: 'reset' },
          invoke: {
            id: 'form',
            src: 'resetForm',
            input: ({ context }) => ({ settings: context.reset ?? { token: '', uid: '' } }),
            onSnapshot: [
              { guard: 'formSent', target: 'message', actions: [{ type: 'showMessage', params: AUTH_MESSAGES.passwordReset }, 'wentHome'] },
              { actions: 'trackPerforming' },
            ],
          },
        },
        message: {
          entry: { type: 'showMode', params: 'message' },
          on: { 'auth.switch': { guard: ({ event }) => event.mode === 'login', target: 'login' } },
        },
      },
    },
    closing: {
      after: { MODAL_RESET_DELAY: { target: 'closed', actions: 'forget' } },
    },
  },
})

export type AuthModalSnapshot = SnapshotFrom<typeof authModalMachine>

