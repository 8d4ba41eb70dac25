import { fromPromise } from 'xstate'
import {
  callFailureOf,
  LOGIN_FORM,
  loginFailureErrors,
  REGISTER_FORM,
  registerFailureErrors,
  RESET_FORM,
  resetFailureErrors,
  RESTORE_FORM,
  restoreFailureErrors,
  SIGN_IN_LINK_FORM,
  type CallFailure,
  type LoginValues,
  type RegisterValues,
  type ResetLink,
  type ResetValues,
  type RestoreValues,
} from '../src/model/auth-forms'
import type { ClientUser } from '../src/model/entities/users'
import type { FieldErrors } from '../src/model/validation'
import { createFormMachine, type FormSendResult } from './form.machine'

/**
 * The auth modal's five forms on the form kit (form.machine.ts: performing ignores repeated submits, AUTH-03) and
 * what sending them means: the calls the app gives (`authModalActors(calls)`), each failure shown on its field
 * (AUTH-04, AUTH-09, AUTH-13, OQ-33).
 */

export const loginFormMachine = createFormMachine<LoginValues, null, ClientUser>(LOGIN_FORM)
/** The output is the signed-in user, or null when registering does not sign in (the answer has no user). */
export const registerFormMachine = createFormMachine<RegisterValues, null, ClientUser | null>(REGISTER_FORM)
export const restoreFormMachine = createFormMachine<RestoreValues, null, null>(RESTORE_FORM)
export const resetFormMachine = createFormMachine<ResetValues, ResetLink, null>(RESET_FORM)
export const signInLinkFormMachine = createFormMachine<RestoreValues, null, null>(SIGN_IN_LINK_FORM)

/** The API calls behind the modal; each rejects with the API client's error (its `status`, its 400 `fields`). */
export interface AuthCalls {
  login(body: LoginValues): Promise<{ user: ClientUser }>
  register(body: RegisterValues): Promise<unknown>
  requestPasswordReset(body: RestoreValues): Promise<unknown>
  confirmPasswordReset(body: { new_password: string; token: string; uid: string }): Promise<unknown>
  verifyEmail(body: { key: string }): Promise<{ user: ClientUser }>
  requestSignInLink(body: RestoreValues): Promise<unknown>
  confirmSignInLink(body: { token: string }): Promise<{ user: ClientUser }>
}

/** A call's answer as the form kit takes it: sent, or its failure as errors on the form's fields. */
async function sending<Values, Output>(call: () => Promise<Output>, errorsOf: (failure: CallFailure) => FieldErrors<Values>): Promise<FormSendResult<Values, Output>> {
  try {
    return { status: 'sent', output: await call() }
  } catch (error) {
    return { status: 'invalid', errors: errorsOf(callFailureOf(error)) }
  }
}

function userOf(answer: unknown): ClientUser | null {
  const user = (answer as { user?: ClientUser } | null)?.user
  return user && typeof user === 'object' ? user : null
}

/** The forms and the verification wired to the calls: `authModalMachine.provide({ actors: authModalActors(calls) })`. */
export function authModalActors(calls: AuthCalls) {
  return {
    loginForm: loginFormMachine.provide({
      actors: { send: fromPromise(({ input }) => sending(() => calls.login(input.values).then(({ user }) => user), loginFailureErrors)) },
    }),
    registerForm: registerFormMachine.provide({
      actors: { send: fromPromise(({ input }) => sending(() => calls.register(input.values).then(userOf), registerFailureErrors)) },
    }),
    restoreForm: restoreFormMachine.provide({
      actors: { send: fromPromise(({ input }) => sending(() => calls.requestPasswordReset(input.values).then(() => null), restoreFailureErrors)) },
    }),
    resetForm: resetFormMachine.provide({
      actors: {
        send: fromPromise(({ input }) =>
          sending(
            () => calls.confirmPasswordReset({ new_password: input.values.new_password, ...input.settings }).then(() => null),
            resetFailureErrors,
          ),
        ),
      },
    }),
    signInLinkForm: signInLinkFormMachine.provide({
      actors: { send: fromPromise(({ input }) => sending(() => calls.requestSignInLink(input.values).then(() => null), restoreFailureErrors)) },
    }),
    verifyEmail: fromPromise<ClientUser, { key: string }>(async ({ input }) => (await calls.verifyEmail(input)).user),
    signInWithLink: fromPromise<ClientUser, { token: string }>(async ({ input }) => (await calls.confirmSignInLink(input)).user),
  }
}
