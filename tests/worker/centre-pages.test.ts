import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { dbFailingOn, escapeHtml, expectNotFoundPage, get, getWith, MESSAGES } from './helpers'

/**
 * The centre's own pages as the Worker renders them (issue 26): their status when the data fails (ERR-03, ERR-04,
 * ABOUT-11, FRANCHISE-11, FRANCHISERS-02) and an unknown social activity (OQ-41). Blocks and behaviour are
 * tested in Chromium (tests/e2e/centre-pages.spec.ts).
 */

let quiet: MockInstance<typeof console.error> | undefined
let quietWarn: MockInstance<typeof console.warn> | undefined
beforeEach(() => {
  quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
  quietWarn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  quiet?.mockRestore()
  quietWarn?.mockRestore()
})

const serverError = escapeHtml(MESSAGES.ru['errors.server.title']!)

describe('centre pages when their data fails', () => {
  it('ABOUT-11: /about-center still renders with 200 when a block fails, the failed block left out', async () => {
    const response = await getWith({ DB: dbFailingOn('partners') }, '/about-center')
    expect(response.status).toBe(200)
    const html = await response.text()
    const heading = (key: string) => html.includes(`>${escapeHtml(MESSAGES.ru[key]!)}</h2>`)
    expect(html.includes(escapeHtml(MESSAGES.ru['about.statement.first']!)), 'the statements').toBe(true)
    expect(heading('about.mission.title'), 'the mission figures').toBe(true)
    expect(heading('about.franchisers.title'), 'the franchise representatives').toBe(false)
    expect(html.includes(serverError), 'the error page').toBe(false)
  })

  it('FRANCHISERS-02: /franchisers whose list fails is the error page with the API\'s 500', async () => {
    const response = await getWith({ DB: dbFailingOn('partners') }, '/franchisers?page=2')
    expect(response.status).toBe(500)
    expect(await response.text()).toContain(serverError)
  })

  it('FRANCHISE-11, ERR-04: /franchise is the 500 page whichever of its loads fails', async () => {
    for (const table of ['franchise_faq', 'partners']) {
      const response = await getWith({ DB: dbFailingOn(table) }, '/franchise')
      expect(response.status, table).toBe(500)
      expect(await response.text()).toContain(serverError)
    }
  })

  it('OQ-41: /club, /online_school and /social-activities show the error page when their data fails', async () => {
    for (const [path, table] of [
      ['/club', 'entity_images'],
      ['/online_school', 'entity_images'],
      ['/social-activities', 'social_activities'],
      ['/social-activities/school-supplies', 'social_activities'],
    ] as const) {
      const response = await getWith({ DB: dbFailingOn(table) }, path)
      expect(response.status, path).toBe(500)
      expect(await response.text()).toContain(serverError)
    }
  })
})

describe('an unknown social activity (OQ-41, ERR-02)', () => {
  it('is the 404 page with status 404 in its language', async () => {
    await expectNotFoundPage(await get('/social-activities/no-such-activity'), 'ru')
    await expectNotFoundPage(await get('/en/social-activities/no-such-activity'), 'en')
  })
})

describe('the lead forms fixed on the centre pages and in the footer (LEAD-04, LEAD-05, LEAD-06, FRANCHISE-03, CLUB-05, ROUTE-12)', () => {
  // Home and about also have the footer consultation form, which comes with the shell's data.
  it.each([
    ['/club', 'club'],
    ['/en/franchise', 'franchise'],
    ['/en/about-center', 'footer'],
    ['/', 'footer'],
  ] as const)('%s is rendered by the server with its %s form whole: title and fields, no loading step (issue 24)', async (path, slug) => {
    const language = path.startsWith('/en/') ? 'en' : 'ru'
    const form = (await (await get(`/api/client/forms/${slug}?language=${language}`)).json()) as { title: string }
    const html = await (await get(path)).text()
    expect(html).toContain(`>${escapeHtml(form.title)}</h2>`)
    expect(html).toMatch(/<input[^>]*name="phone"/)
    expect(html).not.toContain('lead-form--loading')
  })

  it("the club form's agreement links to the public offer, the others' to the privacy policy (CLUB-05, LEAD-01, OQ-42)", async () => {
    const club = await (await get('/club')).text()
    const [form = ''] = club.match(/<form[^>]*lead-form__form[\s\S]*?<\/form>/) ?? []
    expect(form).toContain('href="/page/oferta"')
    expect(form).not.toContain('href="/page/privacy"')
    const home = await (await get('/')).text()
    const [footerForm = ''] = home.match(/<form[^>]*lead-form__form[\s\S]*?<\/form>/) ?? []
    expect(footerForm).toContain('href="/page/privacy"')
  })

  it('/franchise has its two franchise forms, each asking the name before the phone, and no third form in the footer (FRANCHISE-03, issue 40.13)', async () => {
    const html = await (await get('/franchise')).text()
    const forms = html.match(/<form[^>]*lead-form__form[\s\S]*?<\/form>/g) ?? []
    expect(forms).toHaveLength(2)
    for (const form of forms) expect(form.indexOf('name="name"')).toBeLessThan(form.indexOf('name="phone"'))
    expect(html).not.toContain('site-footer__lead')
  })

  it('a page without the footer form renders none (ROUTE-12)', async () => {
    const html = await (await get('/events')).text()
    expect(html).not.toContain('site-footer__lead')
  })

  it('a form whose definition fails to load leaves the page standing; the browser then loads it (FORM-05)', async () => {
    const response = await getWith({ DB: dbFailingOn('form_fields') }, '/club')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('lead-form--loading')
  })
})
