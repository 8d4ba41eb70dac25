import { useRouteContext, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useT } from '../../i18n/intl'
import { catalogueSettled } from '../../i18n/message-store'
import { authQueryTrigger, withoutAuthQuery } from '../../model/auth-query'
import { useToast } from '../toasts/toasts-context'
import { useAuthModal } from './auth-modal-context'

/**
 * The address's requests to the auth modal on any page (AUTH-11, AUTH-14, OQ-38, the social sign-in's return):
 * `?reset_password&token&uid` opens the reset, `?verify_email&key` verifies, `?sign_in_link&token` signs in (issue 39.5), `?oauth=<result>` shows its message
 * or toast, `?login[&next=]` opens the login form. The address then loses those keys (replaced, not a new entry).
 */
export function AuthQueryTriggers() {
  const router = useRouter()
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  const authModal = useAuthModal()
  const toast = useToast()
  const t = useT()
  const messageStore = useRouteContext({ from: '__root__', select: (context) => context.messageStore })
  useEffect(() => {
    const search = new URLSearchParams(searchStr)
    const trigger = authQueryTrigger(search)
    if (!trigger) return
    // A toast keeps the text it was given, and the page's own messages hold no toast's: it waits for the whole
    // catalogue (formatjs reads the completed catalogue at call time). If that fails to load, the key's own fallback shows.
    const whenMessagesLoaded = () => (messageStore ? catalogueSettled(messageStore) : Promise.resolve())
    const { pathname, hash } = router.state.location
    // What each trigger shows loads only on an address that has one (issue 43.3).
    void import('./show-auth-query').then(({ showAuthQuery }) => {
      showAuthQuery(trigger, authModal, (kind, key) => void whenMessagesLoaded().then(() => toast(kind, t(key))))
      void router.navigate({ href: `${pathname}${withoutAuthQuery(search)}${hash ? `#${hash}` : ''}`, replace: true, resetScroll: false })
    })
  }, [searchStr, router, authModal, toast, t, messageStore])
  return null
}
