import { useRouteContext, useRouterState } from '@tanstack/react-router'
import { use } from 'react'
import type { ApiClient } from '../../api/client'
import { useT } from '../../i18n/intl'
import type { OAuthProvider, OAuthPurpose } from '../../model/oauth'
import { oauthStartHref } from '../../model/oauth-start'

const configured = new Map<string, Promise<readonly OAuthProvider[]>>()

/** The providers this deployment is configured for, asked once a page load; none when the answer fails. */
function configuredProviders(api: Pick<ApiClient, 'socialProviders' | 'language'>): Promise<readonly OAuthProvider[]> {
  let providers = configured.get(api.language)
  if (!providers) {
    providers = api.socialProviders().then(
      (answer) => answer.providers,
      () => [],
    )
    configured.set(api.language, providers)
  }
  return providers
}

interface SocialButtonsProps {
  purpose: Extract<OAuthPurpose, 'login' | 'register'>
  /** The page to come back to; the current page when absent. */
  next: string | null
}

/** OAUTH-01: Google and Facebook sign-in or registration, for the configured providers only. */
export function SocialButtons({ purpose, next }: SocialButtonsProps) {
  const t = useT()
  const { api, language } = useRouteContext({ from: '__root__' })
  const here = useRouterState({ select: (state) => `${state.location.pathname}${state.location.searchStr}` })
  const providers = use(configuredProviders(api))
  if (providers.length === 0) return null
  return (
    <>
      <div className="auth-modal__social">
        {providers.map((provider) => (
          <a key={provider} className="button button--outline" href={oauthStartHref(provider, purpose, language, next ?? here)}>
            {t(`auth.social.${provider}`)}
          </a>
        ))}
      </div>
      <p className="auth-modal__or">{t('auth.social.or')}</p>
    </>
  )
}
