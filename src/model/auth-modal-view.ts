/** The auth modal's modes (AUTH-01): the four a visitor opens (the sign-in link's, issue 39.5), the reset a mailed link opens, and the message. */
export type AuthFormMode = 'login' | 'register' | 'restore' | 'signInLink'
export type AuthMode = AuthFormMode | 'reset' | 'message'

/** What the auth modal machine's snapshot offers (structurally, so that the page's code needs no xstate). */
export interface AuthModalSnapshotLike {
  matches(state: 'open'): boolean
  context: { mode: AuthMode | null }
}

/** What the modal shows: whether it is on screen and in which mode (kept while closing; none before it runs). */
export function authModalView(snapshot: AuthModalSnapshotLike | undefined): { shown: boolean; mode: AuthMode | null } {
  return { shown: snapshot?.matches('open') ?? false, mode: snapshot?.context.mode ?? null }
}
