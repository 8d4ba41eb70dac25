import { describe, expect, it } from 'vitest'
import { answerFromList, doorTokenHash, eventStart, parseDoorCode, ticketOnList, type DoorTicket } from './check-in'

const TOKEN = `${'0123456789abcdef'.repeat(2)}.${'x'.repeat(43)}`

const ticket = (number: number, change: Partial<DoorTicket> = {}): DoorTicket => ({
  number,
  name: 'Айбек',
  option: null,
  token_hash: `h${number}`,
  refunded: false,
  checked_in_at: null,
  checked_in_by: null,
  ...change,
})

describe('check-in at the door: codes and the list (issue 44)', () => {
  it('issue 44: a typed number (with № or spaces) or a ticket’s QR token is a door code; anything else is not', () => {
    expect(parseDoorCode(' 101 ')).toEqual({ number: 101 })
    expect(parseDoorCode('№ 7')).toEqual({ number: 7 })
    expect(parseDoorCode(TOKEN)).toEqual({ token: TOKEN })
    expect(parseDoorCode(`https://example.kg/ticket/${TOKEN}`)).toEqual({ token: TOKEN })
    expect(parseDoorCode('hello')).toBeNull()
    expect(parseDoorCode('')).toBeNull()
    expect(parseDoorCode('1234567890')).toBeNull()
  })

  it('issue 44: the list answers valid, already (when, by whom) or refunded, and nothing for a code not on it', () => {
    const tickets = [ticket(1), ticket(2, { checked_in_at: '2026-11-28T09:00:00Z', checked_in_by: 'Door' }), ticket(3, { refunded: true })]
    expect(answerFromList(ticketOnList(tickets, { number: 1 }))).toMatchObject({ status: 'checked_in', number: 1, name: 'Айбек' })
    expect(answerFromList(ticketOnList(tickets, { tokenHash: 'h2' }))).toMatchObject({ status: 'already', checked_in_at: '2026-11-28T09:00:00Z', checked_in_by: 'Door' })
    expect(answerFromList(ticketOnList(tickets, { number: 3 }))).toMatchObject({ status: 'refunded' })
    expect(answerFromList(ticketOnList(tickets, { number: 4 }))).toBeNull()
  })

  it('issue 44: a token’s hash is its SHA-256 in hex; an event starts at its own zone’s time', async () => {
    expect(await doorTokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(eventStart({ date_from: '2026-11-28T04:00:00Z', time_zone: 'Asia/Bishkek' }, 'ru')).toBe('28.11.2026 10:00')
    expect(eventStart({ date_from: '2026-11-28T04:00:00Z', time_zone: 'Europe/Moscow' }, 'en')).toBe('2026-11-28 07:00')
  })
})
