import { expect, type APIRequestContext } from '@playwright/test'
import type { LanguageCode } from './languages'

/** The pages of the site by family: page-smoke.spec.ts opens each (and measures it at 320 and 375 px on a phone). */

interface Row {
  slug: string
  tags?: string[]
  date_from?: string
  date_to?: string | null
  uuid?: string
  options?: { uuid: string }[]
}

async function rows(request: APIRequestContext, path: string): Promise<Row[]> {
  const response = await request.get(`/api/client/${path}`)
  expect(response.ok(), path).toBe(true)
  return ((await response.json()) as { rows: Row[] }).rows
}

const upcoming = (row: Row) => Date.parse(row.date_to ?? row.date_from ?? '') > Date.now() + 86_400_000

/** The address of each catalogue and buying page for a language; the payment page gets a fresh order (ORDER-05). */
export const PAGES: Record<string, (request: APIRequestContext, code: LanguageCode) => Promise<string>> = {
  home: async () => '/',
  events: async () => '/events',
  'event page': async (request, code) => {
    const event = (await rows(request, `events?limit=100&language=${code}`)).find(upcoming)
    return `/events/i/${event!.slug}`
  },
  trainers: async () => '/trainers',
  'trainer page': async (request, code) => `/trainers/${(await rows(request, `trainers?limit=1&language=${code}`))[0]!.slug}`,
  'tag page': async (request, code) => `/tags/${(await rows(request, `tags?limit=1&order_by=-count&language=${code}`))[0]!.slug}`,
  shop: async () => '/shop',
  'product page': async (request, code) => `/shop/${(await rows(request, `products?limit=1&language=${code}`))[0]!.slug}`,
  reviews: async () => '/reviews',
  contacts: async () => '/contacts',
  news: async () => '/news',
  'news item': async (request, code) => `/news/${(await rows(request, `news?limit=1&language=${code}`))[0]!.slug}`,
  blog: async () => '/blog',
  // The article with the most tag text: a row of tags that did not wrap widened 14 of the 24 articles (issue 40.3).
  'blog article': async (request, code) => {
    const [widest] = (await rows(request, `articles?limit=100&language=${code}`)).sort((a, b) => (b.tags ?? []).join('').length - (a.tags ?? []).join('').length)
    return `/blog/${widest!.slug}`
  },
  career: async () => '/career',
  employees: async () => '/employees',
  'about the centre': async () => '/about-center',
  club: async () => '/club',
  franchise: async () => '/franchise',
  franchisers: async () => '/franchisers',
  'online school': async () => '/online_school',
  'online courses': async () => '/online_school/courses',
  'online course': async (request, code) => `/online_school/courses/${(await rows(request, `online_courses?limit=1&language=${code}`))[0]!.slug}`,
  'social activities': async () => '/social-activities',
  'social activity': async (request, code) => `/social-activities/${(await rows(request, `social-activities?limit=1&language=${code}`))[0]!.slug}`,
  'payment page': async (request, code) => {
    const event = (await rows(request, `events?limit=100&language=${code}`)).find((row) => upcoming(row) && row.options?.length)
    // Each order from its own address, so the per-sender limit (BE-27) never trips over repeated runs.
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const response = await request.post(`/api/client/event-orders?language=${code}`, {
      headers: { 'CF-Connecting-IP': address },
      data: {
        event_id: event!.uuid,
        event_option_id: event!.options![0]!.uuid,
        quantity: 1,
        client_name: 'Phone Layout',
        client_phone: '+996 555 123 456',
        client_email: 'phone@example.kg',
        agreement: true,
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    return `/payment/events/${((await response.json()) as { access_code: string }).access_code}`
  },
}
