import { describe, expect, it } from 'vitest'
import { get } from './helpers'
import { expectNoDeadLinks } from './link-walk'

/**
 * No dead ends on the site (issue 26; DEVELOPERS "No dead ends"): from the home page of each language, the
 * server-rendered pages of the site are walked through their own links (each shape of address once: one article,
 * one event, one product), and every link any of them shows (the header, the footer, the cards, the centre pages'
 * content, downloads) answers without an error. The desk is walked by desk-links.test.ts.
 */
describe('the site has no dead links (issue 26)', () => {
  it('every link on the pages a visitor can reach from the home page answers 2xx or a redirect to a page that does', async () => {
    const walked = await expectNoDeadLinks({
      open: (path) => get(path),
      start: ['/', '/en', '/ky'],
      walks: (path) => !/^\/((en|ky)\/)?(api|admin|media|payment)(\/|$)/.test(path) && !/\.(pdf|xml|txt|ics|csv|webp|jpe?g|png)$/.test(path),
    })
    for (const page of ['/blog', '/career', '/employees', '/about-center', '/club', '/franchise', '/franchisers', '/online_school', '/social-activities']) {
      expect(walked, page).toContain(page)
    }
  }, 120_000)
})
