import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_TIME_ZONE } from '../model/time-zones'
import { isIntlWarmUp, warmUpIntl } from './intl-warm-up'

describe('warmUpIntl', () => {
  it('uses what the app’s first render uses, in the page’s language: supported locales, numbers, plurals, the default zone', () => {
    const calls: string[] = []
    const record = (name: string) =>
      vi.fn(function (this: unknown, ...args: unknown[]) {
        calls.push(`${name} ${JSON.stringify(args)}`)
        return { format: () => '', select: () => '' }
      })
    const intl = {
      NumberFormat: Object.assign(record('NumberFormat'), { supportedLocalesOf: record('NumberFormat.supportedLocalesOf') }),
      DateTimeFormat: Object.assign(record('DateTimeFormat'), { supportedLocalesOf: record('DateTimeFormat.supportedLocalesOf') }),
      PluralRules: record('PluralRules'),
    } as unknown as typeof Intl
    warmUpIntl({ language: 'ky', timeZone: DEFAULT_TIME_ZONE }, intl)
    expect(calls).toEqual([
      'NumberFormat.supportedLocalesOf ["ky"]',
      'DateTimeFormat.supportedLocalesOf ["ky"]',
      'NumberFormat ["ky"]',
      'PluralRules ["ky"]',
      `DateTimeFormat ["ky",{"timeZone":"${DEFAULT_TIME_ZONE}"}]`,
    ])
  })

  it('runs against the real Intl of this runtime', () => {
    expect(() => warmUpIntl({ language: 'ru', timeZone: DEFAULT_TIME_ZONE })).not.toThrow()
  })

  it('takes only a message of the shape the start script sends', () => {
    expect(isIntlWarmUp({ language: 'en', timeZone: DEFAULT_TIME_ZONE })).toBe(true)
    for (const message of ['en', null, { language: 'en' }, { language: 'en', timeZone: 3 }]) expect(isIntlWarmUp(message)).toBe(false)
  })
})
