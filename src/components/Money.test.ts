import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import ky from '../../locales/ky.json'
import ru from '../../locales/ru.json'
import { createAppIntl, IntlProvider } from '../i18n/intl'
import type { Language } from '../model/languages'
import { EventPrice } from './cards/EventPrice'
import { Money } from './Money'

const CATALOGUES: Record<Language, Record<string, string>> = { ru, en, ky }

function render(language: Language, element: ReactElement): string {
  const intl = createAppIntl(language, CATALOGUES[language])
  return renderToStaticMarkup(createElement(IntlProvider, { intl, children: element }))
}

describe('Money (CURRENCY-06, I18N-08)', () => {
  it('writes the amount in the page language without markup of its own', () => {
    expect(render('ru', createElement(Money, { amount: 1_250_050, currency: 'RUB' }))).toBe('12\u202f500,50\u00a0руб.')
    expect(render('en', createElement(Money, { amount: 1_250_050, currency: 'USD' }))).toBe('12,500.50\u00a0$')
    expect(render('ky', createElement(Money, { amount: 1_250_000, currency: 'KGS' }))).toBe('12\u202f500\u00a0сом')
  })
})

describe('EventPrice (EVENT-05)', () => {
  const event = (price: number, options: number[]) => ({ price, currency: 'KGS' as const, options: options.map((p) => ({ price: p })) })

  it('shows the one price, the lowest of several as "from", and free', () => {
    expect(render('ky', createElement(EventPrice, { event: event(1_500_000, [1_500_000]) }))).toBe('<span>15\u202f000\u00a0сом</span>')
    expect(render('en', createElement(EventPrice, { event: event(900_000, [1_500_000, 900_000]) }))).toBe(
      `<span>${en['cards.event.price_from'].replace('{price}', '9,000\u00a0сом')}</span>`,
    )
    expect(render('ru', createElement(EventPrice, { event: event(0, []) }))).toBe(`<span>${ru['cards.event.free']}</span>`)
  })
})
