import { DEFAULT_LANGUAGE } from '../../../src/model/languages'
import { withPath, type AddressRule } from './rule'

const DEFAULT_PREFIX = new RegExp(`^/${DEFAULT_LANGUAGE}(?=/|$)`)

/** REDIR-12: the default language has no prefix, so /ru/… goes to /…. */
export const withoutDefaultLanguage: AddressRule = (url) =>
  withPath(url, url.pathname.replace(DEFAULT_PREFIX, '') || '/')
