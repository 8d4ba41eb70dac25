import { describe, expect, it } from 'vitest'
import type { FormEntity } from './entities/publications'
import { leadFormSpec } from './lead-form'
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
  it('a lead form starts on a phone call', () => {
    const form = { slug: 'get_program', fields: [{ uuid: 'm', slug: 'messenger', type: 'TEXT', required: false, hidden: false, title: 'Как вам ответить' }] } as unknown as FormEntity
    expect(leadFormSpec.empty({ form, hidden: {} }).messenger).toBe('phone')
  })
})
