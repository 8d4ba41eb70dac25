/**
 * A page's data, which the server sends with the page for the browser to start from, holds what the page renders
 * (issue 43.3): the offices' addresses, hours, legal details and maps are /contacts's, which loads them itself; every
 * other page carried them in its root data for the event page's manager phone alone (OQ-04).
 */
import { describe, expect, it } from 'vitest'
import type { ContactsEntity } from '../../src/model/api'
import { get } from './helpers'

/** A piece of `html` no escaping changes: its longest word with a digit (an INN, a coordinate), tags stripped. */
const distinctiveWord = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .split(/[\s"&<>]+/)
    .filter((word) => /\d/.test(word))
    .sort((a, b) => b.length - a.length)[0] ?? ''

async function pageHtml(path: string): Promise<string> {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  return response.text()
}

describe('page data', () => {
  it('only /contacts carries the offices’ legal details and map; the home page and an event list do not', async () => {
    const contacts = (await (await get('/api/client/profile_site/contacts?language=ru')).json()) as ContactsEntity
    const office = contacts.offices.find((item) => item.legal_details && item.coords)
    if (!office) throw new Error('the seed has no office with legal details and a map')
    const legal = distinctiveWord(office.legal_details)
    const map = distinctiveWord(office.coords.replace(/^.*?src=/, ''))
    expect(legal.length).toBeGreaterThan(5)
    expect(map.length).toBeGreaterThan(5)
    const contactsPage = await pageHtml('/contacts')
    expect(contactsPage).toContain(legal)
    expect(contactsPage).toContain(map)
    for (const path of ['/', '/events']) {
      const html = await pageHtml(path)
      expect(html, path).not.toContain(legal)
      expect(html, path).not.toContain(map)
    }
  })
})
