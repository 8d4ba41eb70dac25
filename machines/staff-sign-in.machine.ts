import { assign, fromPromise, setup } from 'xstate'
import type { RecoveryCodes, SecondFactorBody, StaffEnrolment, StaffSignInBody, StaffSignInStep } from '../src/model/staff'
import { mustProvide } from './must-provide'

/**
 * The staff desk's sign-in (issue 41): the password, then a code of the authenticator, or, for an account without one,
 * its enrolment (QR code, first code, the ten recovery codes shown once):
 *   password ─submit→ checkingPassword ─second_factor→ code ─submit→ checkingCode ─done→ signedIn (`onSignedIn`)
 *                                      │                   └usePasskey→ checkingPasskey ─done→ signedIn (an account with a passkey)
 *                                      └enrol→ loadingEnrolment → enrolling ─submit→ enrolCode ─done→ recoveryCodes ─continue→ signedIn
 * A refused step goes back to where it was with the error's code (`error`), for the page to show.
 */

export type StaffSignInEvent =
  | { type: 'submitPassword'; email: string; password: string }
  | { type: 'submitCode'; code: string }
  | { type: 'continue' }
  | { type: 'usePasskey' }

export interface StaffSignInContext {
  error: string | null
  enrolment: StaffEnrolment | null
  recoveryCodes: string[]
  /** The account has a passkey: the code step offers it. */
  passkey: boolean
}

const errorCode = (error: unknown) => (error as { code?: string } | null)?.code ?? 'network'

export const staffSignInMachine = setup({
  types: { context: {} as StaffSignInContext, events: {} as StaffSignInEvent },
  actors: {
    signIn: fromPromise<StaffSignInStep, StaffSignInBody>(mustProvide('signIn')),
    secondFactor: fromPromise<unknown, SecondFactorBody>(mustProvide('secondFactor')),
    loadEnrolment: fromPromise<StaffEnrolment>(mustProvide('loadEnrolment')),
    enrol: fromPromise<RecoveryCodes, SecondFactorBody>(mustProvide('enrol')),
    /** The passkey ceremony: its options, the browser's prompt, the server's check. */
    passkey: fromPromise<unknown>(mustProvide('passkey')),
  },
  actions: {
    onSignedIn: mustProvide('onSignedIn'),
    clearError: assign({ error: null }),
    showError: assign(({ event }) => ({ error: errorCode((event as { error?: unknown }).error) })),
  },
  guards: {
    mustEnrol: (_, step: StaffSignInStep) => step.next === 'enrol',
    hasPasskey: ({ context }) => context.passkey,
  },
}).createMachine({
  id: 'staffSignIn',
  context: { error: null, enrolment: null, recoveryCodes: [], passkey: false },
  initial: 'password',
  states: {
    password: {
      on: { submitPassword: { target: 'checkingPassword', actions: 'clearError' } },
    },
    checkingPassword: {
      invoke: {
        src: 'signIn',
        input: ({ event }) => {
          const { email, password } = event as Extract<StaffSignInEvent, { type: 'submitPassword' }>
          return { email, password }
        },
        onDone: [
          { guard: { type: 'mustEnrol', params: ({ event }) => event.output }, target: 'loadingEnrolment' },
          { target: 'code', actions: assign(({ event }) => ({ passkey: event.output.passkey })) },
        ],
        onError: { target: 'password', actions: 'showError' },
      },
    },
    code: {
      on: {
        submitCode: { target: 'checkingCode', actions: 'clearError' },
        usePasskey: { guard: 'hasPasskey', target: 'checkingPasskey', actions: 'clearError' },
      },
    },
    checkingPasskey: {
      invoke: {
        src: 'passkey',
        onDone: 'signedIn',
        onError: { target: 'code', actions: 'showError' },
      },
    },
    checkingCode: {
      invoke: {
        src: 'secondFactor',
        input: ({ event }) => ({ code: (event as Extract<StaffSignInEvent, { type: 'submitCode' }>).code }),
        onDone: 'signedIn',
        onError: { target: 'code', actions: 'showError' },
      },
    },
    loadingEnrolment: {
      invoke: {
        src: 'loadEnrolment',
        onDone: { target: 'enrolling', actions: assign(({ event }) => ({ enrolment: event.output })) },
        onError: { target: 'password', actions: 'showError' },
      },
    },
    enrolling: {
      on: { submitCode: { target: 'enrolCode', actions: 'clearError' } },
    },
    enrolCode: {
      invoke: {
        src: 'enrol',
        input: ({ event }) => ({ code: (event as Extract<StaffSignInEvent, { type: 'submitCode' }>).code }),
        onDone: { target: 'recoveryCodes', actions: assign(({ event }) => ({ recoveryCodes: event.output.recovery_codes })) },
        onError: { target: 'enrolling', actions: 'showError' },
      },
    },
    recoveryCodes: {
      on: { continue: 'signedIn' },
    },
    signedIn: {
      type: 'final',
      entry: 'onSignedIn',
    },
  },
})
