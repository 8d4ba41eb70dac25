import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { languageHref, LANGUAGES, type Language } from '../src/model/languages'
import { languageSwitchMachine } from './language-switch.machine'

function startSwitch(current: Language, available: readonly string[] = LANGUAGES) {
  const navigated: string[] = []
  const invalid: string[] = []
  const actor = createActor(
    languageSwitchMachine.provide({
      actions: {
        navigate: ({ context }) => navigated.push(context.href ?? ''),
        logInvalidLocale: ({ event }) => invalid.push(event.language),
      },
    }),
    { input: { current, available } },
  ).start()
  return { actor, navigated, invalid }
}

describe('languageSwitchMachine (I18N-03)', () => {
  it('I18N-03: switches to the same page in another language and keeps the query', () => {
    const { actor, navigated } = startSwitch('ru')
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'language.choose', language: 'en', pathname: '/page/oferta', search: '?utm=1' })
    expect(actor.getSnapshot().value).toBe('navigating')
    expect(navigated).toEqual(['/en/page/oferta?utm=1'])
  })

  it('I18N-03: the default language gets the plain route', () => {
    const { navigated, actor } = startSwitch('ky')
    actor.send({ type: 'language.choose', language: 'ru', pathname: '/ky/page/oferta', search: '' })
    expect(navigated).toEqual(['/page/oferta'])
  })

  it('I18N-03: home in another language', () => {
    const { navigated, actor } = startSwitch('en')
    actor.send({ type: 'language.choose', language: 'ky', pathname: '/en', search: '' })
    expect(navigated).toEqual(['/ky'])
  })

  it.each(['fr', 'de', 'EN', ''])("I18N-03: %j is not available: 'locale invalid' is logged and nothing happens", (code) => {
    const { actor, navigated, invalid } = startSwitch('ru')
    actor.send({ type: 'language.choose', language: code, pathname: '/page/oferta', search: '' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(navigated).toEqual([])
    expect(invalid).toEqual([code])
  })

  it('I18N-05: accepts only what the API lists (and never an unrouted language from it)', () => {
    const { actor, navigated, invalid } = startSwitch('ru', ['ru', 'en', 'fr'])
    expect(actor.getSnapshot().context.available).toEqual(['ru', 'en'])
    actor.send({ type: 'language.choose', language: 'ky', pathname: '/', search: '' })
    actor.send({ type: 'language.choose', language: 'fr', pathname: '/', search: '' })
    expect(invalid).toEqual(['ky', 'fr'])
    actor.send({ type: 'language.choose', language: 'en', pathname: '/', search: '' })
    expect(navigated).toEqual(['/en'])
  })

  it('OQ-01: offers nothing beyond the routable list it is given (ky deactivated → ky is invalid)', () => {
    const { actor, navigated, invalid } = startSwitch('ru', ['ru', 'en'])
    actor.send({ type: 'language.choose', language: 'ky', pathname: '/', search: '' })
    expect(invalid).toEqual(['ky'])
    expect(navigated).toEqual([])
    expect(startSwitch('ru', ['fr']).actor.getSnapshot().context.available).toEqual([])
  })

  it('choosing the current language does nothing', () => {
    const { actor, navigated, invalid } = startSwitch('en')
    actor.send({ type: 'language.choose', language: 'en', pathname: '/en/page/oferta', search: '' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(navigated).toEqual([])
    expect(invalid).toEqual([])
  })

  it('languageHref accepts a search with or without "?"', () => {
    expect(languageHref('/page/x', 'a=1', 'en')).toBe('/en/page/x?a=1')
    expect(languageHref('/en/page/x', '?', 'ru')).toBe('/page/x')
  })

  it('logs through the provided action only', () => {
    const log = vi.fn()
    const actor = createActor(languageSwitchMachine.provide({ actions: { logInvalidLocale: log } }), {
      input: { current: 'ru', available: LANGUAGES },
    }).start()
    actor.send({ type: 'language.choose', language: 'xx', pathname: '/', search: '' })
    expect(log).toHaveBeenCalledTimes(1)
  })
})
