import { assign, setup } from 'xstate'
import { isLanguage, languageHref, type Language } from '../src/model/languages'
import { mustProvide } from './must-provide'

/**
 * The language switch (I18N-03): only an available language code is accepted — anything else is logged as
 * 'locale invalid' (`logInvalidLocale`, provided) and the switch stays where it is. A valid choice goes to the same
 * page in that language, `/…` for the default language and `/en/…`, `/ky/…` otherwise, keeping the query
 * (`navigate`, provided: a full page load so the new language's catalogue and server render are used).
 */
export interface LanguageSwitchInput {
  current: Language
  /** The routable languages (I18N-05, OQ-01): the list the router serves. */
  available: readonly string[]
}

export interface LanguageSwitchContext {
  current: Language
  available: readonly Language[]
  /** The address being navigated to, once a language was chosen. */
  href: string | null
}

export type LanguageSwitchEvent = { type: 'language.choose'; language: string; pathname: string; search: string }

/** Only languages with a catalogue can be offered, whatever the list says (OQ-01: fr is not shipped). */
function routable(codes: readonly string[]): Language[] {
  return codes.filter(isLanguage)
}

export const languageSwitchMachine = setup({
  types: {
    input: {} as LanguageSwitchInput,
    context: {} as LanguageSwitchContext,
    events: {} as LanguageSwitchEvent,
  },
  guards: {
    isAvailable: ({ context, event }) => (context.available as readonly string[]).includes(event.language),
    isCurrent: ({ context, event }) => event.language === context.current,
  },
  actions: {
    rememberTarget: assign({
      href: ({ event }) => languageHref(event.pathname, event.search, event.language as Language),
    }),
    logInvalidLocale: mustProvide('logInvalidLocale'),
    navigate: mustProvide('navigate'),
  },
}).createMachine({
  id: 'languageSwitch',
  context: ({ input }) => ({ current: input.current, available: routable(input.available), href: null }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'language.choose': [
          { guard: 'isCurrent' },
          { guard: 'isAvailable', target: 'navigating', actions: 'rememberTarget' },
          { actions: 'logInvalidLocale' },
        ],
      },
    },
    navigating: {
      entry: 'navigate',
    },
  },
})
