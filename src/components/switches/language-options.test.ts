import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { languageRows } from '../../../tests/fixtures/language-rows'
import type { LanguageEntity } from '../../model/api'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../model/languages'
import { Route } from '../../routes/{-$lang}/route'
import { languageItems } from './LanguageSwitch'

/** Whether the {-$lang} route serves a language with this router context: the default under no prefix. */
function routerAccepts(code: string, languages: readonly LanguageEntity[]): boolean {
  const beforeLoad = Route.options.beforeLoad as (options: unknown) => void
  try {
    beforeLoad({ params: { lang: code === DEFAULT_LANGUAGE ? undefined : code }, context: { languages } })
    return true
  } catch (error) {
    if (isNotFound(error)) return false
    throw error
  }
}

describe('language switch and router share one list (I18N-02, I18N-05, OQ-01)', () => {
  it.each([
    ['every language active', languageRows()],
    ['ky deactivated in D1', languageRows(['ru', 'en'])],
    ['en deactivated in D1', languageRows(['ru', 'ky'])],
  ])('%s: the switch offers exactly the languages the router serves', (_, languages) => {
    const offered = languageItems(languages).map((item) => item.code)
    const served = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE)].filter((code) =>
      routerAccepts(code, languages),
    )
    expect(offered).toEqual(languages.map((row) => row.language_code))
    expect([...offered].sort()).toEqual([...served].sort())
  })

  it('fr, which has no catalogue, is a 404 under /fr even when listed', () => {
    expect(routerAccepts('fr', languageRows())).toBe(false)
  })
})
