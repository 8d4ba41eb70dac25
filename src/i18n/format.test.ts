import { Temporal } from '@js-temporal/polyfill'
import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import ky from '../../locales/ky.json'
import ru from '../../locales/ru.json'
import type { Language } from '../model/languages'
import {
  eventMoment,
  formatCount,
  formatDate,
  formatShortDate,
  formatTime,
  gmtOffsetLabel,
  machineDateTime,
  timeZoneLabel,
} from './format'
import { createAppIntl } from './intl'

const CATALOGUES: Record<Language, Record<string, string>> = { ru, en, ky }
const intlOf = (language: Language) => createAppIntl(language, CATALOGUES[language])

describe('I18N-07 / OQ-37: plural forms per locale', () => {
  const ru = intlOf('ru')

  it('Russian has three forms: 1, 21 → one; 2 → few; 5, 11 → many', () => {
    expect(formatCount(ru, 'days', 1)).toBe('1 день')
    expect(formatCount(ru, 'days', 2)).toBe('2 дня')
    expect(formatCount(ru, 'days', 5)).toBe('5 дней')
    expect(formatCount(ru, 'days', 21)).toBe('21 день')
    expect(formatCount(ru, 'days', 11)).toBe('11 дней')
  })

  it('Russian forms of hours, pages and reviews', () => {
    expect([1, 2, 5, 21, 11].map((n) => formatCount(ru, 'hours', n))).toEqual([
      '1 час',
      '2 часа',
      '5 часов',
      '21 час',
      '11 часов',
    ])
    expect([1, 2, 5, 21, 11].map((n) => formatCount(ru, 'pages', n))).toEqual([
      '1 страница',
      '2 страницы',
      '5 страниц',
      '21 страница',
      '11 страниц',
    ])
    expect([1, 2, 5, 21, 11].map((n) => formatCount(ru, 'reviews', n))).toEqual([
      '1 отзыв',
      '2 отзыва',
      '5 отзывов',
      '21 отзыв',
      '11 отзывов',
    ])
  })

  it('English has one and other only (Russian rules do not apply: 21 is "21 days")', () => {
    const en = intlOf('en')
    expect(formatCount(en, 'days', 1)).toBe('1 day')
    expect(formatCount(en, 'days', 2)).toBe('2 days')
    expect(formatCount(en, 'days', 21)).toBe('21 days')
    expect(formatCount(en, 'reviews', 1)).toBe('1 review')
    expect(formatCount(en, 'pages', 2)).toBe('2 pages')
    expect(formatCount(en, 'hours', 1)).toBe('1 hour')
  })

  it('Kyrgyz keeps the noun unchanged after a number', () => {
    const ky = intlOf('ky')
    expect(formatCount(ky, 'days', 1)).toBe('1 күн')
    expect(formatCount(ky, 'days', 2)).toBe('2 күн')
    expect(formatCount(ky, 'days', 5)).toBe('5 күн')
    expect(formatCount(ky, 'reviews', 21)).toBe('21 пикир')
    expect(formatCount(ky, 'hours', 11)).toBe('11 саат')
    expect(formatCount(ky, 'pages', 3)).toBe('3 бет')
  })

  it('every plural message exists in all three catalogues', () => {
    for (const language of ['ru', 'en', 'ky'] as const) {
      for (const unit of ['days', 'hours', 'pages', 'reviews'] as const) {
        expect(CATALOGUES[language][`plural.${unit}`], `${language} plural.${unit}`).toMatch(/\{count, plural,/)
      }
    }
  })
})

describe('I18N-08: dates', () => {
  it('the default format is DD.MM.YYYY', () => {
    expect(formatDate('2026-01-15T09:00:00Z')).toBe('15.01.2026')
    expect(formatDate('2026-02-01')).toBe('01.02.2026')
  })

  it('dates are taken in Europe/Moscow by default, whatever the zone of the machine (OQ-21)', () => {
    // 22:30 UTC on the 14th is 01:30 on the 15th in Moscow.
    expect(formatDate('2026-01-14T22:30:00Z')).toBe('15.01.2026')
    expect(formatDate('2026-01-14T22:30:00Z', 'UTC')).toBe('14.01.2026')
  })

  it('an instant stored without an offset is UTC', () => {
    expect(formatTime('2026-01-15 09:00:00')).toBe('12:00')
  })

  it('event dates use DD.MM.YY and HH:mm in the zone given', () => {
    expect(formatShortDate('2026-03-07T13:05:00Z')).toBe('07.03.26')
    expect(formatTime('2026-03-07T13:05:00Z')).toBe('16:05')
    expect(formatTime('2026-03-07T13:05:00Z', 'Asia/Bishkek')).toBe('19:05')
    expect(formatShortDate('2026-03-07T20:00:00Z', 'Asia/Bishkek')).toBe('08.03.26')
  })

  it('the datetime attribute is the ISO date or the UTC instant', () => {
    expect(machineDateTime('2026-02-01')).toBe('2026-02-01')
    expect(machineDateTime('2026-01-15T12:00:00+03:00')).toBe('2026-01-15T09:00:00Z')
    // Asked again (a stored string's answer is kept), and for Temporal values, which are not kept.
    expect(machineDateTime('2026-01-15T12:00:00+03:00')).toBe('2026-01-15T09:00:00Z')
    expect(machineDateTime(Temporal.ZonedDateTime.from('2026-01-15T12:00:00+06:00[Asia/Bishkek]'))).toBe('2026-01-15T06:00:00Z')
    expect(machineDateTime(Temporal.PlainDate.from('2026-02-01'))).toBe('2026-02-01')
  })
})

describe('OQ-21: short zone labels', () => {
  it('Moscow time is МСК in Russian and Kyrgyz, MSK in English', () => {
    expect(timeZoneLabel(intlOf('ru'), '2026-07-01T10:00:00Z', 'Europe/Moscow')).toBe('МСК')
    expect(timeZoneLabel(intlOf('ky'), '2026-07-01T10:00:00Z', 'Europe/Moscow')).toBe('МСК')
    expect(timeZoneLabel(intlOf('en'), '2026-07-01T10:00:00Z', 'Europe/Moscow')).toBe('MSK')
  })

  it('other zones show their offset at that moment', () => {
    const ru = intlOf('ru')
    expect(timeZoneLabel(ru, '2026-07-01T10:00:00Z', 'Asia/Bishkek')).toBe('GMT+6')
    expect(timeZoneLabel(ru, '2026-07-01T10:00:00Z', 'Asia/Tashkent')).toBe('GMT+5')
    expect(timeZoneLabel(ru, '2026-07-01T10:00:00Z', 'Asia/Kolkata')).toBe('GMT+5:30')
    // Summer and winter time differ where a zone has them.
    expect(timeZoneLabel(ru, '2026-07-01T10:00:00Z', 'Europe/Berlin')).toBe('GMT+2')
    expect(timeZoneLabel(ru, '2026-01-15T10:00:00Z', 'Europe/Berlin')).toBe('GMT+1')
    expect(gmtOffsetLabel(0)).toBe('GMT')
    expect(gmtOffsetLabel(-3 * 3_600_000_000_000)).toBe('GMT-3')
  })

  it('an event moment has date, time and zone', () => {
    expect(eventMoment(intlOf('ru'), '2026-04-10T15:00:00Z', 'Asia/Bishkek')).toEqual({
      date: '10.04.26',
      time: '21:00',
      zone: 'GMT+6',
    })
    expect(eventMoment(intlOf('en'), '2026-04-10T15:00:00Z')).toEqual({ date: '10.04.26', time: '18:00', zone: 'MSK' })
  })
})
