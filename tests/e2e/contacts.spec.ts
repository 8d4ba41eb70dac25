import type { Page } from '@playwright/test'
import type { ContactsEntity, ListResponse } from '../../src/model/api'
import type { EventListItem } from '../../src/model/entities/events'
import type { PartnerEntity } from '../../src/model/entities/publications'
import { expect, test } from './support/fixtures'
import { LANGUAGES, message, type LanguageCode } from './support/languages'
import { sidewaysScroll } from './support/rendering'

/**
 * /contacts (CONTACTS-01…04) in every language at both widths. Expectations come from the API of the same
 * server, so they hold for any seed; the map provider's frame is answered locally by the shared fixture (no network in tests).
 */

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/client/${path}`)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

for (const { code, prefix } of LANGUAGES) {
  test(`/contacts in ${code}: main phone, socials, head office, other offices, franchise partners (CONTACTS-01…04)`, async ({
    page,
  }) => {
    const contacts = await api<ContactsEntity>(page, `profile_site/contacts?language=${code}`)
    const partners = await api<ListResponse<PartnerEntity>>(page, `partners?type=FRANCHISE&limit=1000&language=${code}`)
    const response = await page.goto(`${prefix}/contacts`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(new RegExp(`^${message(code as LanguageCode, 'contacts.title')}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(code, 'contacts.title'))
    const main = page.getByRole('main')

    // CONTACTS-01: the main phone as a tel: link and every social link.
    const phone = contacts.phones[0]!
    const mainPhone = main.getByRole('link', { name: phone.display, exact: true }).first()
    await expect(mainPhone).toHaveAttribute('href', `tel:${phone.phone}`)
    for (const social of contacts.socials) {
      await expect(main.locator(`.contacts-main a[href="${social.url}"]`)).toHaveCount(1)
    }

    // CONTACTS-02: the head office with city, phone, schedule, address, legal details and the map.
    const head = contacts.offices[0]!
    const headOffice = main.getByRole('region', { name: message(code, 'contacts.head_office') })
    await expect(headOffice.getByText(head.city_name, { exact: true })).toBeVisible()
    await expect(headOffice.getByRole('link', { name: head.phone_display })).toHaveAttribute('href', `tel:${head.phone}`)
    await expect(headOffice).toContainText(head.schedule)
    await expect(headOffice.locator('address')).toHaveText(head.address)
    const legalText = head.legal_details.replace(/<br>/g, ' ').replace(/<[^>]+>/g, '').split(' ').slice(0, 2).join(' ')
    await expect(headOffice.locator('.head-office__legal')).toContainText(legalText)
    await expect(headOffice.getByRole('figure', { name: message(code, 'contacts.map').replace('{city}', head.city_name) })).toBeVisible()
    await expect(headOffice.locator('iframe')).toHaveAttribute('src', /^https:\/\/yandex\.ru\/map-widget\//)

    // CONTACTS-03: the other offices with an address, in order.
    const others = contacts.offices.slice(1).filter((office) => office.address.trim())
    expect(others.length).toBeGreaterThan(0)
    const otherRegion = main.getByRole('region', { name: message(code, 'contacts.other_offices') })
    await expect(otherRegion.getByRole('heading', { level: 3 })).toHaveText(others.map((office) => office.city_name))
    await expect(otherRegion.locator('address')).toHaveText(others.map((office) => office.address))

    // CONTACTS-04: every franchise partner.
    expect(partners.meta.count).toBeGreaterThan(0)
    const franchise = main.getByRole('region', { name: message(code, 'contacts.franchise') })
    await expect(franchise.getByRole('heading', { level: 3 })).toHaveText(partners.rows.map((partner) => partner.title))
    const first = partners.rows[0]!
    await expect(franchise.getByRole('link', { name: first.email })).toHaveAttribute('href', `mailto:${first.email}`)

    // Block order: main contacts, head office, other offices, franchise partners.
    const order = await main
      .locator('.contacts-main, .head-office, .other-offices, .franchise-partners')
      .evaluateAll((nodes) => nodes.map((node) => node.className.split(' ')[0]))
    expect(order).toEqual(['contacts-main', 'head-office', 'other-offices', 'franchise-partners'])
  })
}

test('/contacts and an event page write every phone in the international format of its country, tel: in E.164 (issue 23, OQ-04)', { tag: '@desktop' }, async ({
  page,
  request,
}) => {
  const events = (await (await request.get('/api/client/events?event_mode=future&limit=100')).json()) as ListResponse<EventListItem>
  const inTashkent = events.rows.find((event) => event.format !== 'ONLINE' && event.city?.slug === 'tashkent')
  expect(inTashkent, 'the seed has an upcoming event in Tashkent, where an office is').toBeDefined()
  await page.goto(`/events/i/${inTashkent!.slug}`)
  const managerPhone = page.locator('#event-info a.event-info__phone')
  await expect(managerPhone).toHaveText('+998 71 200 50 60')
  await expect(managerPhone).toHaveAttribute('href', 'tel:+998712005060')

  await page.goto('/contacts')
  const other = page.getByRole('main').getByRole('region', { name: message('ru', 'contacts.other_offices') })
  await expect(other.getByRole('link', { name: '+998 71 200 50 60', exact: true })).toHaveAttribute('href', 'tel:+998712005060')
  // Every phone link of the page, header and footer included: written with spaces, calling the same digits in E.164.
  const links = await page.locator('a[href^="tel:"]').evaluateAll((nodes) =>
    nodes.map((node) => ({ href: node.getAttribute('href') ?? '', text: node.textContent?.trim() ?? '' })),
  )
  expect(links.length).toBeGreaterThan(3)
  for (const { href, text } of links) {
    expect(href).toMatch(/^tel:\+\d{8,15}$/)
    expect(text, href).toMatch(/^\+\d{1,3}( \d+)+$/)
    expect(text.replace(/ /g, '')).toBe(href.slice('tel:'.length))
  }
})

test('/contacts on a 320 px phone: the long e-mail addresses break instead of widening the page (CONTACTS-04)', { tag: '@desktop' }, async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/contacts')
  const franchise = page.getByRole('region', { name: message('ru', 'contacts.franchise') })
  await franchise.scrollIntoViewIfNeeded()
  const widest = await franchise.locator('a[href^="mailto:"]').evaluateAll((links) => Math.max(...links.map((link) => link.getBoundingClientRect().right)))
  expect(widest, 'the right edge of the widest address').toBeLessThanOrEqual(320)
  expect(await sidewaysScroll(page), 'the page scrolls sideways').toBeLessThanOrEqual(0)
})
