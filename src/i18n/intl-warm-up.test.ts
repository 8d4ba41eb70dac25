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

  it.each(['ru', 'en', 'ky'])('%s: with the real Intl it loads that language’s data and the default zone, not a fallback', (language) => {
    const made: Array<Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat> = []
    const keep = <T extends new (...args: never[]) => object>(Real: T) =>
      new Proxy(Real, {
        construct(target, args) {
          const instance = Reflect.construct(target, args) as Intl.NumberFormat
          made.push(instance)
          return instance
        },
      })
    const intl = { ...Intl, NumberFormat: keep(Intl.NumberFormat), PluralRules: keep(Intl.PluralRules), DateTimeFormat: keep(Intl.DateTimeFormat) }
    warmUpIntl({ language, timeZone: DEFAULT_TIME_ZONE }, intl as typeof Intl)
    expect(made.map((instance) => instance.resolvedOptions().locale)).toEqual([language, language, language])
    expect((made[2] as Intl.DateTimeFormat).resolvedOptions().timeZone).toBe(DEFAULT_TIME_ZONE)
  })

  it('takes only a message of the shape the start script sends', () => {
    expect(isIntlWarmUp({ language: 'en', timeZone: DEFAULT_TIME_ZONE })).toBe(true)
    for (const message of ['en', null, { language: 'en' }, { language: 'en', timeZone: 3 }]) expect(isIntlWarmUp(message)).toBe(false)
  })
})
