import PostalMime from 'postal-mime'
import { describe, expect, it } from 'vitest'
import { addressHeader, mimeMessage } from './mime-message'
import type { OutgoingMail } from './transport'

const FROM = 'Академия «Рост» <noreply@trainings.example>'
const mail = (overrides: Partial<{ to: string; subject: string; text: string; html: string; attachments: OutgoingMail['attachments'] }> = {}) => ({
  id: 7,
  to: 'managers@trainings.example',
  subject: 'Новая заявка: «Лидерство» 🚀 — Бишкек, 12 декабря, онлайн и в зале',
  text: 'Длинный текст заявки. '.repeat(20),
  html: '<p>Текст <b>заявки</b> ✓</p>',
  attachments: [] as OutgoingMail['attachments'],
  ...overrides,
})

describe('the managers mail as MIME (BE-17, issue 39.15)', () => {
  it('parses back to the sender, recipient, subject, date, Message-ID and both alternatives', async () => {
    const date = new Date('2026-11-28T08:52:42Z')
    const parsed = await PostalMime.parse(mimeMessage(FROM, mail(), { date, messageId: 'lead-7@trainings.example' }))
    expect(parsed.from).toEqual({ name: 'Академия «Рост»', address: 'noreply@trainings.example' })
    expect(parsed.to).toEqual([{ name: '', address: 'managers@trainings.example' }])
    expect(parsed.subject).toBe(mail().subject)
    expect(parsed.date).toBe(date.toISOString())
    expect(parsed.messageId).toBe('<lead-7@trainings.example>')
    expect(parsed.text).toBe(mail().text)
    expect(parsed.html).toBe(mail().html)
    expect(parsed.attachments).toEqual([])
  })

  it('keeps every line within 78 characters: bodies in base64 lines of 76, the subject in encoded-words of at most 75', () => {
    const raw = mimeMessage(FROM, mail())
    const lines = raw.split('\r\n')
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(lines.every((line) => line.length <= 78)).toBe(true)
    expect(lines.filter((line) => /^[A-Za-z0-9+/=]{76}$/.test(line)).length).toBeGreaterThan(2)
    const words = raw.match(/=\?UTF-8\?B\?[^?]*\?=/g) ?? []
    expect(words.length).toBeGreaterThan(2)
    expect(words.every((word) => word.length <= 75)).toBe(true)
    expect(raw).toMatch(/^MIME-Version: 1\.0\r$/m)
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;\r\n boundary="[^"]+"\r$/m)
    expect(raw).toMatch(/^Date: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000\r$/m)
    expect(raw).toMatch(/^Message-ID: <[0-9a-f-]{36}@trainings\.example>\r$/m)
  })

  it('issue 44: carries attachments in multipart/mixed beside both alternatives, each line within 78 characters', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nSUMMARY:Лидерство\r\nEND:VCALENDAR\r\n'.repeat(5)
    const raw = mimeMessage(FROM, mail({ attachments: [{ filename: 'event.ics', contentType: 'text/calendar; method=PUBLISH', content: ics }] }))
    expect(raw).toMatch(/^Content-Type: multipart\/mixed;\r\n boundary="[^"]+"\r$/m)
    expect(raw.split('\r\n').every((line) => line.length <= 78)).toBe(true)
    const parsed = await PostalMime.parse(raw)
    expect(parsed.text).toBe(mail().text)
    expect(parsed.html).toBe(mail().html)
    expect(parsed.attachments).toHaveLength(1)
    expect(parsed.attachments[0]).toMatchObject({ filename: 'event.ics', mimeType: 'text/calendar', disposition: 'attachment' })
    // postal-mime gives a text attachment's lines with LF; the base64 in the message keeps the CRLF of RFC 5545.
    expect(new TextDecoder().decode(parsed.attachments[0]!.content as ArrayBuffer)).toBe(ics.replace(/\r\n/g, '\n'))
    expect(raw.replace(/\r\n/g, '')).toContain(btoa(String.fromCharCode(...new TextEncoder().encode(ics))).slice(0, 60))
  })

  it('gives each message its own Message-ID and boundary', () => {
    const ids = (raw: string) => [raw.match(/^Message-ID: (.*)$/m)?.[1], raw.match(/boundary="([^"]+)"/)?.[1]]
    const [first, second] = [ids(mimeMessage(FROM, mail())), ids(mimeMessage(FROM, mail()))]
    expect(first[0]).not.toBe(second[0])
    expect(first[1]).not.toBe(second[1])
  })

  it('encodes line breaks in the subject, so they cannot add a header', async () => {
    const subject = 'Hello\r\nBcc: victim@elsewhere.example'
    const parsed = await PostalMime.parse(mimeMessage(FROM, mail({ subject })))
    expect(parsed.subject).toBe(subject)
    expect(parsed.headers.map((header) => header.key)).not.toContain('bcc')
    expect(parsed.bcc).toBeUndefined()
  })

  it('quotes an ASCII display name with specials, keeps a plain one, and refuses what is not an address', () => {
    expect(addressHeader('Academy <noreply@trainings.example>')).toBe('Academy <noreply@trainings.example>')
    expect(addressHeader('Smith, "J" <j@trainings.example>')).toBe('"Smith, \\"J\\"" <j@trainings.example>')
    expect(addressHeader(' managers@trainings.example ')).toBe('managers@trainings.example')
    expect(() => addressHeader('a@b.example\r\nBcc: c@d.example')).toThrow(/not a mail address/)
    expect(() => addressHeader('Name <>')).toThrow(/not a mail address/)
  })
})
