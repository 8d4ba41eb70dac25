import { useRouterState } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { useT } from '../../i18n/intl'
import type { LanguageEntity } from '../../model/api'
import { languageHref, type Language } from '../../model/languages'
import { withoutTrackingParams } from '../../model/tracking-params'
import { useLazyMachine } from '../use-lazy-machine'
import './switches.css'

/** The machine with the browser's navigation: a full page load, so the server renders in the new language. */
const loadBrowserLanguageSwitch = () =>
  import('../../../machines/language-switch.machine').then(({ languageSwitchMachine }) =>
    languageSwitchMachine.provide({
      actions: {
        navigate: ({ context }) => {
          if (context.href) window.location.assign(context.href)
        },
        logInvalidLocale: ({ event }) => console.warn('locale invalid', event.language),
      },
    }),
  )

interface LanguageItem {
  code: Language
  name: string
}

/** I18N-05, OQ-01: one link a routable language, in the list's order, named in its own language. */
export function languageItems(languages: readonly LanguageEntity[]): LanguageItem[] {
  return languages.map((language) => ({ code: language.language_code, name: language.name_in_native_language || language.name }))
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * Links to the same page in each language (I18N-03): real addresses that work without JavaScript, marked with
 * `hrefLang`/`lang`, the current one with `aria-current`. A plain click goes through languageSwitchMachine, which
 * accepts only available languages and loads the page in the new language.
 */
export function LanguageSwitch({
  languages,
  current,
}: {
  languages: readonly LanguageEntity[]
  current: Language
}) {
  const t = useT()
  const location = useRouterState({ select: (state) => state.location })
  const items = languageItems(languages)
  const { send } = useLazyMachine(loadBrowserLanguageSwitch, {
    input: { current, available: items.map((item) => item.code) },
  })

  const choose = (event: MouseEvent<HTMLAnchorElement>, language: Language) => {
    if (!isPlainLeftClick(event)) return
    event.preventDefault()
    send({ type: 'language.choose', language, pathname: location.pathname, search: withoutTrackingParams(location.searchStr) })
  }

  return (
    <nav className="language-switch" aria-label={t('switches.language.label')}>
      <ul className="language-switch__list">
        {items.map(({ code, name }) => (
          <li key={code}>
            <a
              className="language-switch__link"
              href={languageHref(location.pathname, withoutTrackingParams(location.searchStr), code)}
              hrefLang={code}
              lang={code}
              title={name}
              aria-current={code === current ? 'true' : undefined}
              onClick={(event) => choose(event, code)}
            >
              <span aria-hidden="true">{code.toUpperCase()}</span>
              <span className="visually-hidden">{name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
