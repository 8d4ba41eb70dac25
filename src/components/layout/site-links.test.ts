import { describe, expect, it } from 'vitest'
import { FOOTER_COLUMNS, HEADER_BAR_MENU, HEADER_MENU, isMenuGroup, LEGAL_LINKS, SCHEDULE_PATH } from './site-links'

describe('header menu (LAYOUT-02, OQ-43)', () => {
  it('has Education with online school and schedule, then shop, blog, franchise and contacts', () => {
    expect(HEADER_MENU.map((entry) => (isMenuGroup(entry) ? entry.items.map((item) => item.to) : entry.to))).toEqual([
      ['/online_school', SCHEDULE_PATH],
      '/shop',
      '/blog',
      '/franchise',
      '/contacts',
    ])
  })

  it('the bar keeps every entry, franchise and contacts under "More" (issue 45)', () => {
    const links = (menu: typeof HEADER_MENU) => menu.flatMap((entry) => (isMenuGroup(entry) ? entry.items : [entry]))
    expect(links(HEADER_BAR_MENU)).toEqual(links(HEADER_MENU))
    expect(HEADER_BAR_MENU.at(-1)).toMatchObject({ label: 'layout.menu.more', items: [{ to: '/franchise' }, { to: '/contacts' }] })
  })

  it('OQ-15: the schedule is /events', () => {
    expect(SCHEDULE_PATH).toBe('/events')
  })

  it('OQ-43: every menu link is internal', () => {
    const paths = HEADER_MENU.flatMap((entry) => (isMenuGroup(entry) ? entry.items : [entry])).map((link) => link.to)
    for (const path of paths) expect(path).toMatch(/^\/[a-z_-]+$/)
  })
})

describe('footer (LAYOUT-06, OQ-42)', () => {
  it('has three link columns', () => {
    expect(FOOTER_COLUMNS).toHaveLength(3)
    for (const column of FOOTER_COLUMNS) expect(column.items.length).toBeGreaterThan(0)
  })

  it('issue 26: links every page of the centre (about, club, social activities, online school, franchise, franchisers, blog, career, team)', () => {
    const paths = FOOTER_COLUMNS.flatMap((column) => column.items.map((link) => link.to))
    for (const path of ['/about-center', '/club', '/social-activities', '/online_school', '/franchise', '/franchisers', '/blog', '/career', '/employees']) {
      expect(paths).toContain(path)
    }
  })

  it('links the public offer to /page/oferta and the privacy policy to /page/privacy', () => {
    expect(LEGAL_LINKS.map((link) => link.to)).toEqual(['/page/oferta', '/page/privacy'])
  })
})
