import { createIntl } from '@formatjs/intl'
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { precompiledMessagesPlugin } from './precompiled-messages-plugin'

type Transform = (code: string, id: string) => { code: string } | null

const transform = precompiledMessagesPlugin().transform as unknown as Transform

describe('precompiled message catalogues (client build)', () => {
  it('turns a catalogue into parsed messages that format like the strings do', () => {
    const source = { 'plural.days': '{count, plural, one {# день} few {# дня} many {# дней} other {# дня}}' }
    const output = transform(JSON.stringify(source), '/repo/locales/ru.json')
    const parsed = JSON.parse(output!.code) as Record<string, MessageFormatElement[]>
    expect(Array.isArray(parsed['plural.days'])).toBe(true)
    const fromStrings = createIntl({ locale: 'ru', messages: source })
    const fromParsed = createIntl({ locale: 'ru', messages: parsed })
    for (const count of [1, 3, 5, 21]) {
      expect(fromParsed.formatMessage({ id: 'plural.days' }, { count })).toBe(
        fromStrings.formatMessage({ id: 'plural.days' }, { count }),
      )
    }
  })

  it('fails the build on a message that is not valid ICU, naming its key', () => {
    expect(() => transform(JSON.stringify({ 'home.broken': 'Hello {name' }), '/repo/locales/en.json')).toThrow(/home\.broken/)
  })

  it('leaves other JSON files alone', () => {
    expect(transform('{"a":"b"}', '/repo/src/data.json')).toBeNull()
  })
})
