import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import ru from '../../locales/ru.json'
import { createAppIntl, IntlProvider } from '../i18n/intl'
import { DateTime, type DateTimeProps } from './DateTime'

function render(props: DateTimeProps, messages: Record<string, string> = ru, language: 'ru' | 'en' = 'ru'): string {
  const intl = createAppIntl(language, messages)
  return renderToStaticMarkup(createElement(IntlProvider, { intl, children: createElement(DateTime, props) }))
}

describe('DateTime (I18N-08, OQ-21)', () => {
  it('renders DD.MM.YYYY in a <time> whose dateTime is the UTC instant', () => {
    expect(render({ value: '2026-01-15T09:00:00Z' })).toBe('<time dateTime="2026-01-15T09:00:00Z">15.01.2026</time>')
  })

  it('keeps a calendar date as a date', () => {
    expect(render({ value: '2026-02-01' })).toBe('<time dateTime="2026-02-01">01.02.2026</time>')
  })

  it('renders event moments as DD.MM.YY HH:mm with the zone label', () => {
    expect(render({ value: '2026-04-10T15:00:00Z', format: 'event', timeZone: 'Asia/Bishkek' })).toBe(
      '<time dateTime="2026-04-10T15:00:00Z">10.04.26 21:00 GMT+6</time>',
    )
    expect(render({ value: '2026-04-10T15:00:00Z', format: 'event-time' }, en, 'en')).toContain('>18:00 MSK<')
    expect(render({ value: '2026-04-10T15:00:00Z', format: 'event-date' })).toContain('>10.04.26<')
  })
})
