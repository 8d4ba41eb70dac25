import { redirect } from '@tanstack/react-router'
import type { ApiClient } from '../../api/client'
import { accountLoginHref } from '../../model/account-access'
import type { ClientUser } from '../../model/entities/users'
import type { Language } from '../../model/languages'

/**
 * ROUTE-08, OQ-38: the profile is for a signed-in visitor. The server render knows the visitor (the session cookie),
 * so an anonymous one is redirected before anything renders; in the browser the router context may not have caught up
 * with a sign-in that just happened, so there the server is asked before sending the visitor away.
 */
export async function requireViewer(context: { api: ApiClient; viewer: ClientUser | null; language: Language }): Promise<void> {
  const viewer = context.viewer ?? (typeof window === 'undefined' ? null : await context.api.me().catch(() => null))
  if (!viewer) throw redirect({ href: accountLoginHref(context.language), statusCode: 302 })
}

/**
 * What the profile page loads: the user's newest orders, the sign-in providers configured here (none if that fails)
 * and the signed-in devices (null if that fails: the block is left out).
 */
export async function loadAccount(api: ApiClient) {
  const [orders, providers, sessions] = await Promise.all([
    api.myOrders().then((list) => list.rows),
    api.socialProviders().then(
      (answer) => answer.providers,
      () => [],
    ),
    api.mySessions().then(
      (answer) => answer.rows,
      () => null,
    ),
  ])
  return { orders, providers, sessions }
}

export type AccountData = Awaited<ReturnType<typeof loadAccount>>

