import { createIntl, DEFAULT_INTL_CONFIG, formatMessage } from '@formatjs/intl'
import { parse } from '@formatjs/icu-messageformat-parser'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMessageFormatters } from './message-formats'

const TEXTS = {
  'events.count': '{count, plural, one {# событие} few {# события} many {# событий} other {# события}}',
  'cart.greeting': 'Здравствуйте, {name}!',
  'order.status': '{status, select, paid {Оплачен} pending {Ждёт оплаты} other {Неизвестно}}',
  'layout.menu.shop': 'Магазин',
}
const TREES = Object.fromEntries(Object.entries(TEXTS).map(([key, text]) => [key, parse(text)]))
const VALUES: Record<keyof typeof TEXTS, Record<string, string | number>[]> = {
  'events.count': [{ count: 1 }, { count: 3 }, { count: 11 }, { count: 21 }, { count: 1.5 }],
  'cart.greeting': [{ name: 'Айгерим' }],
  'order.status': [{ status: 'paid' }, { status: 'refunded' }],
  'layout.menu.shop': [{}],
}

function format(messages: typeof TEXTS | typeof TREES, locale: string, formatters = createMessageFormatters()) {
  const config = { ...DEFAULT_INTL_CONFIG, locale, messages, onError: () => undefined }
  return (id: string, values?: Record<string, string | number>) => formatMessage(config, formatters, { id }, values) as string
}

afterEach(() => vi.restoreAllMocks())

describe('message formats kept by message and language (issue 43.3)', () => {
  it('formats texts and parsed trees as formatjs does, in each language', () => {
    for (const locale of ['ru', 'en', 'ky']) {
      const reference = createIntl({ locale, messages: TEXTS, onError: () => undefined })
      for (const messages of [TEXTS, TREES]) {
        const t = format(messages, locale)
        for (const [id, cases] of Object.entries(VALUES)) {
          for (const values of cases) expect(t(id, values)).toBe(reference.formatMessage({ id }, values))
        }
      }
    }
  })

  it('compiles a message once per language and serialises nothing to find it again', () => {
    const formatters = createMessageFormatters()
    const t = format(TEXTS, 'ru', formatters)
    t('events.count', { count: 1 })
    const stringify = vi.spyOn(JSON, 'stringify')
    for (let i = 0; i < 50; i++) expect(t('events.count', { count: i })).toMatch(/^\d+ событи/)
    expect(stringify).not.toHaveBeenCalled()
    const tree = TREES['events.count']!
    expect(formatters.getMessageFormat(tree, 'ru')).toBe(formatters.getMessageFormat(tree, 'ru'))
    expect(formatters.getMessageFormat(tree, 'en')).not.toBe(formatters.getMessageFormat(tree, 'ru'))
    expect(formatters.getMessageFormat(TEXTS['events.count'], 'ru')).toBe(formatters.getMessageFormat(TEXTS['events.count'], 'ru'))
  })
})
