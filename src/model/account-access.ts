import { ACCOUNT_PATH } from './account-path'
import { localizePath, type Language } from './languages'

/** OQ-38: where an anonymous visitor of the profile goes: home with the login modal, which comes back after. */
export function accountLoginHref(language: Language): string {
  return `${localizePath('/', language)}?login&next=${localizePath(ACCOUNT_PATH, language)}`
}
