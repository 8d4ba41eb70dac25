import { describe, expect, it } from 'vitest'
import { answerChannelRule, storedAnswerChannel } from './lead-messenger'

describe('the answer channel of a lead (issue 45.5)', () => {
  it('accepts a phone call, Telegram, WhatsApp or nothing, and nothing else', () => {
    for (const value of ['phone', 'telegram', 'whatsapp', '']) expect(answerChannelRule(value)).toBeNull()
    for (const value of ['viber', 'Telegram', true]) expect(answerChannelRule(value)).toBe('forms.errors.invalid')
  })
  it('reads old leads: true is some messenger, false a phone call', () => {
    expect(storedAnswerChannel(true)).toBe('messenger')
    expect(storedAnswerChannel(false)).toBe('phone')
    expect(storedAnswerChannel('whatsapp')).toBe('whatsapp')
  })
})
