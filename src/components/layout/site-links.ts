/**
 * The site's navigation as data: header menu (LAYOUT-02, OQ-43), footer columns and legal links (LAYOUT-06, OQ-42).
 * Paths are language-neutral; links add the current language's prefix (I18N-01).
 */

export interface SiteLink {
  /** Message key of the label. */
  label: string
  /** Path without the language prefix. */
  to: string
}

export interface SiteMenuGroup {
  label: string
  items: readonly SiteLink[]
}

export type MenuEntry = SiteLink | SiteMenuGroup

export function isMenuGroup(entry: MenuEntry): entry is SiteMenuGroup {
  return 'items' in entry
}

/** OQ-15: the schedule is the events list; the header's schedule link goes there too. */
export const SCHEDULE_PATH = '/events'

/** LAYOUT-02 with OQ-43: online school and franchise are the site's own pages. */
export const HEADER_MENU: readonly MenuEntry[] = [
  {
    label: 'layout.menu.education',
    items: [
      { label: 'layout.menu.online_school', to: '/online_school' },
      { label: 'layout.menu.schedule', to: SCHEDULE_PATH },
    ],
  },
  { label: 'layout.menu.shop', to: '/shop' },
  { label: 'layout.menu.blog', to: '/blog' },
  { label: 'layout.menu.franchise', to: '/franchise' },
  { label: 'layout.menu.contacts', to: '/contacts' },
]

/** The bar's menu from 992 px: the same entries, the last two under "More", which leaves room for the search field (issue 45). */
export const HEADER_BAR_MENU: readonly MenuEntry[] = [
  ...HEADER_MENU.slice(0, -2),
  { label: 'layout.menu.more', items: HEADER_MENU.slice(-2).filter((entry): entry is SiteLink => !isMenuGroup(entry)) },
]

/** LAYOUT-06: three link columns. */
export const FOOTER_COLUMNS: readonly SiteMenuGroup[] = [
  {
    label: 'layout.footer.column.education',
    items: [
      { label: 'layout.menu.schedule', to: SCHEDULE_PATH },
      { label: 'layout.menu.online_school', to: '/online_school' },
      { label: 'layout.footer.trainers', to: '/trainers' },
    ],
  },
  {
    label: 'layout.footer.column.about',
    items: [
      { label: 'layout.footer.about_center', to: '/about-center' },
      { label: 'layout.footer.club', to: '/club' },
      { label: 'layout.footer.social_activities', to: '/social-activities' },
      { label: 'layout.footer.reviews', to: '/reviews' },
      { label: 'layout.footer.career', to: '/career' },
      { label: 'layout.footer.employees', to: '/employees' },
      { label: 'layout.footer.news', to: '/news' },
    ],
  },
  {
    label: 'layout.footer.column.clients',
    items: [
      { label: 'layout.menu.shop', to: '/shop' },
      { label: 'layout.menu.franchise', to: '/franchise' },
      { label: 'layout.footer.franchisers', to: '/franchisers' },
      { label: 'layout.menu.contacts', to: '/contacts' },
      { label: 'layout.menu.blog', to: '/blog' },
    ],
  },
]

/** OQ-42: every link to the public offer points at /page/oferta. */
export const LEGAL_LINKS: readonly SiteLink[] = [
  { label: 'layout.footer.offer', to: '/page/oferta' },
  { label: 'layout.footer.privacy', to: '/page/privacy' },
]
