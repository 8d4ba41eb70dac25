/**
 * The address rules as pure functions (the `unit` project, in Node). Through the real Worker, with statuses and
 * one-hop checks, they are tested in tests/worker/edge-rules.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { canonicalize, PERMANENT_RULES } from './canonical-url'
import { canonicalHost } from './rules/canonical-host'
import { takeCurrencyParam } from './rules/currency-param'
import { withoutDefaultLanguage } from './rules/default-language'
import { knownEventsFormat } from './rules/events-format'
import { legacyAddress } from './rules/legacy'
import type { AddressRule } from './rules/rule'
import { canonicalSlashes } from './rules/slashes'

const config = { siteHost: '' }
const apply = (rule: AddressRule, href: string, siteHost = '') => rule(new URL(href), { siteHost }).href

describe('each rule', () => {
  it.each(([
    [canonicalHost, 'http://www.example.com/a?b=1', 'https://example.com/a?b=1'],
    [canonicalHost, 'http://TEST.example.com/', 'https://example.com/'],
    [canonicalHost, 'http://localhost/x', 'http://localhost/x'],
    [canonicalHost, 'http://www.localhost:8791/x', 'http://www.localhost:8791/x'],
    [canonicalHost, 'http://example.com/x', 'http://example.com/x'],
    [canonicalSlashes, 'http://h//a///b//?q=1', 'http://h/a/b?q=1'],
    [canonicalSlashes, 'http://h/', 'http://h/'],
    [canonicalSlashes, 'http://h//', 'http://h/'],
    [canonicalSlashes, 'http://h//evil.example//x/', 'http://h/evil.example/x'],
    [withoutDefaultLanguage, 'http://h/ru', 'http://h/'],
    [withoutDefaultLanguage, 'http://h/ru/page/x?a=1', 'http://h/page/x?a=1'],
    [withoutDefaultLanguage, 'http://h/rules', 'http://h/rules'],
    [legacyAddress, 'http://h/en/knigi?type=GAME&a=1', 'http://h/en/shop?type=BOOK&a=1'],
    [legacyAddress, 'http://h/ky/o-tsentre', 'http://h/ky/about-center'],
    [legacyAddress, 'http://h/x/treningi-i-obuchenie', 'http://h/events'],
    [legacyAddress, 'http://h/news', 'http://h/news'],
    [knownEventsFormat, 'http://h/events/x?a=1', 'http://h/events?a=1'],
    [knownEventsFormat, 'http://h/en/events/Online', 'http://h/en/events/ONLINE'],
    [knownEventsFormat, 'http://h/events/mixed?page=2&a=b', 'http://h/events/MIXED?page=2&a=b'],
    [knownEventsFormat, 'http://h/ky/events/%6Fffline', 'http://h/ky/events/OFFLINE'],
    [knownEventsFormat, 'http://h/events/OFFLINE?a=1', 'http://h/events/OFFLINE?a=1'],
    [knownEventsFormat, 'http://h/events/online/x', 'http://h/events/online/x'],
  ] as Array<[AddressRule, string, string]>).map(([rule, from, to]) => [from, to, rule] as const))('%s → %s', (from, to, rule) => {
    expect(apply(rule, from)).toBe(to)
  })

  it('SITE_HOST wins over the requested host', () => {
    expect(apply(canonicalHost, 'http://www.old.example/a', 'new.example')).toBe('https://new.example/a')
  })

  it.each(PERMANENT_RULES.map((rule) => [rule.name || 'rule', rule] as const))(
    '%s neither mutates its input nor copies it when it does not apply',
    (_name, rule) => {
      const input = new URL('http://www.example.com//ru/novosti/?x=1')
      const before = input.href
      rule(input, config)
      expect(input.href).toBe(before)
      const untouched = new URL('http://localhost/page/oferta')
      expect(rule(untouched, config)).toBe(untouched)
    },
  )
})

describe('takeCurrencyParam', () => {
  it.each([
    ['http://h/?cur=usd', 'http://h/', 'USD'],
    ['http://h/a?x=1&cur=KgS&y=2', 'http://h/a?x=1&y=2', 'KGS'],
    ['http://h/a?cur=EUR', 'http://h/a', undefined],
    ['http://h/a?cur=', 'http://h/a', undefined],
  ])('%s → %s (%s)', (from, to, currency) => {
    const result = takeCurrencyParam(new URL(from))
    expect(result).toEqual({ url: new URL(to), present: true, ...(currency ? { currency } : {}) })
  })

  it('leaves an address without cur alone', () => {
    const url = new URL('http://h/a?x=1')
    expect(takeCurrencyParam(url)).toEqual({ url, present: false })
  })
})

describe('canonicalize', () => {
  it('combines every rule into one address', () => {
    const decision = canonicalize(new URL('http://www.example.com//ru/knigi/?cur=kgs&a=1'), config)
    expect(decision).toEqual({
      url: new URL('https://example.com/shop?type=BOOK&a=1'),
      permanent: true,
      removedCur: true,
      currency: 'KGS',
    })
  })

  it('changes nothing on a canonical address', () => {
    const decision = canonicalize(new URL('http://localhost/en/page/oferta?x=1'), config)
    expect(decision.url.href).toBe('http://localhost/en/page/oferta?x=1')
    expect(decision.permanent).toBe(false)
    expect(decision.removedCur).toBe(false)
  })
})
