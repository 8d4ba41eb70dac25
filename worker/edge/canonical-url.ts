import type { Currency } from '../../src/model/currencies'
import { canonicalHost } from './rules/canonical-host'
import { takeCurrencyParam } from './rules/currency-param'
import { withoutDefaultLanguage } from './rules/default-language'
import { knownEventsFormat } from './rules/events-format'
import { legacyAddress } from './rules/legacy'
import type { AddressRule, EdgeConfig } from './rules/rule'
import { canonicalSlashes } from './rules/slashes'

/** What the edge decided about an address: where it should be, and a currency picked with `?cur=`. */
export interface CanonicalDecision {
  /** The address the visitor should be at; equal to the input when nothing changes. */
  url: URL
  /** The permanent rules (host, prefix, slashes, legacy, event format) changed the address. */
  permanent: boolean
  /** `cur` was present: the redirect must not be cached (CURRENCY-04). */
  removedCur: boolean
  currency?: Currency
}

/**
 * The permanent address rules, in the order they must run: the path rules see a path whose slashes are already
 * canonical and whose default-language prefix is gone (REDIR-01…12, ROUTE-04, OQ-15…17).
 */
export const PERMANENT_RULES: readonly AddressRule[] = [
  canonicalHost,
  canonicalSlashes,
  withoutDefaultLanguage,
  legacyAddress,
  knownEventsFormat,
]

/** Applies every address rule at once, so that any combination of them is one hop. */
export function canonicalize(input: URL, config: EdgeConfig): CanonicalDecision {
  const url = PERMANENT_RULES.reduce((current, rule) => rule(current, config), input)
  const cur = takeCurrencyParam(url)
  return {
    url: cur.url,
    permanent: url.href !== input.href,
    removedCur: cur.present,
    ...(cur.currency ? { currency: cur.currency } : {}),
  }
}
