import type { APIRequestContext, Page } from '@playwright/test'
import type { ListResponse } from '../../src/model/api'
import type { AboutProfile, ClubProfile, OnlineSchoolProfile } from '../../src/model/entities/landing'
import type { FranchiseProfile, PartnerEntity, SocialActivityEntity } from '../../src/model/entities/publications'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { message, section, type LanguageCode } from './support/languages'

/**
 * The centre's own pages (issue 26) in Russian at both widths: each block renders from the data of the same
 * server's API, the lists page through the address, an unknown activity is the 404 page, and every link in each
 * page's main content lands. en and ky test what differs in them (@languages). Statuses when the data fails are
 * Worker tests (tests/worker/centre-pages.test.ts).
 */

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/client/${path}`)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

const years = () => new Date().getUTCFullYear() - 2008
const pageLabel = (page: number) => message('ru', 'pagination.page').replace('{page}', String(page))

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
}

test('/about-center: statements, cards, seven figures, PDFs with sizes, trainers, timeline and gallery, franchisers, news, social activities, reviews, pick a program (ABOUT-01…10, OQ-25)', async ({
  page,
  request,
}) => {
  const { json_data: about } = await api<AboutProfile>(request, 'profile_site/about')
  await open(page, '/about-center')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(message('ru', 'about.title'))
  await expect(main.getByText(message('ru', 'about.statement.first'))).toBeVisible()
  await expect(main.getByText(message('ru', 'about.statement.second'))).toBeVisible()
  await expect(main.locator('.landing-intro .landing-card')).toHaveCount(3)

  // OQ-25: seven cards, the first the years since 2008, then the six figures of the data.
  const figures = section(page, 'ru', 'about.mission.title').locator('.figure-card')
  await expect(figures).toHaveCount(7)
  await expect(figures.first().locator('.figure-card__value')).toHaveText(String(years()))
  await expect(figures.nth(1)).toContainText(about.figures[0]!.label)

  const files = section(page, 'ru', 'about.files.title').getByRole('link')
  await expect(files).toHaveCount(2)
  for (const [index, size] of ['4,6', '3,2'].entries()) {
    await expect(files.nth(index)).toHaveAttribute('href', about.files[index]!.url)
    await expect(files.nth(index)).toContainText(`PDF, ${size} МБ`)
  }

  await expect(section(page, 'ru', 'about.trainers.title').locator('.trainer-card')).toHaveCount(4)
  const history = section(page, 'ru', 'about.history.title')
  await expect(history.locator('.timeline__year').first()).toHaveText('2008')
  await expect(history.locator('.landing-gallery img')).toHaveCount(5)
  await expect(section(page, 'ru', 'about.franchisers.title').locator('.partner-card')).toHaveCount(4)
  await expect(section(page, 'ru', 'home.news.title').locator('.news-card')).toHaveCount(8)
  const social = section(page, 'ru', 'social.title')
  await expect(social.locator('.social-card')).toHaveCount(4)
  await expect(social.getByRole('link', { name: message('ru', 'social.all') })).toHaveAttribute('href', '/social-activities')
  await expect(section(page, 'ru', 'reviews.slider.title').locator('.review-card').first()).toBeVisible()

  // ABOUT-10, OQ-09: 'pick a program' opens the dialog the header's button opens.
  const pick = await hydrated(main.getByRole('button', { name: message('ru', 'about.pick_program.button') }))
  await pick.click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('/franchisers: the franchise partners page through the address, which survives a reload; a bad page is dropped (FRANCHISERS-01, PAGINATION-01)', async ({
  page,
  request,
}) => {
  const all = await api<ListResponse<PartnerEntity>>(request, 'partners?type=FRANCHISE&order_by=-created&limit=100')
  expect(all.meta.count).toBeGreaterThan(4)
  await open(page, '/franchisers')
  const titles = page.getByRole('main').locator('.partner-card__title')
  await expect(titles).toHaveText(all.rows.slice(0, 4).map((partner) => partner.title))
  const pagination = page.getByRole('navigation', { name: message('ru', 'pagination.label') })
  await (await hydrated(pagination.getByRole('link', { name: pageLabel(2) }))).click()
  await expect(page).toHaveURL((url) => url.pathname === '/franchisers' && url.searchParams.get('page') === '2')
  await expect(titles).toHaveText(all.rows.slice(4, 8).map((partner) => partner.title))
  await page.reload()
  await expect(titles).toHaveText(all.rows.slice(4, 8).map((partner) => partner.title))
  await open(page, '/franchisers?page=abc')
  await expect(page).toHaveURL((url) => url.pathname === '/franchisers' && !url.searchParams.has('page'))
  await expect(titles).toHaveText(all.rows.slice(0, 4).map((partner) => partner.title))
})

test('/social-activities: every activity with title, text and date, each opening its page; an unknown one is the 404 page (SOCIAL-01, OQ-41)', async ({
  page,
  request,
}) => {
  const list = await api<ListResponse<SocialActivityEntity>>(request, 'social-activities?limit=24')
  await open(page, '/social-activities')
  const cards = page.getByRole('main').locator('.social-card')
  await expect(cards).toHaveCount(list.rows.length)
  const first = list.rows[0]!
  await expect(cards.first()).toContainText(first.short_description)
  await expect(cards.first().locator('time')).toHaveAttribute('datetime', first.date_completion.slice(0, 10))
  await (await hydrated(cards.first().getByRole('link', { name: first.title }))).click()
  await expect(page).toHaveURL(`/social-activities/${first.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
  await expect(page.getByRole('main')).toContainText(first.short_description)

  const missing = await page.goto('/social-activities/no-such-activity')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ru', 'errors.not_found.title'))
})

test('/club: banner, cards, audience, two gallery slides and the manager from the club data, no lorem ipsum, then reviews; sections below the screen rise in (CLUB-01, -02, -04, -05, OQ-04, LAYOUT-11)', async ({
  page,
  request,
}) => {
  const { json_data: club } = await api<ClubProfile>(request, 'profile_site/club')
  // LAYOUT-11: the server's page hides nothing; the script marks what is below the screen.
  expect(await (await request.get('/club')).text()).not.toMatch(/class="[^"]*\breveal\b/)
  await open(page, '/club')
  const main = page.getByRole('main')
  const manager = section(page, 'ru', 'club.manager.title')
  await expect(manager).toHaveClass(/\breveal\b/)
  await expect(manager).toHaveCSS('opacity', '0')
  // Its place in the layout (transforms aside) stays: nothing shifts.
  const layoutTop = () => manager.evaluate((node) => (node as HTMLElement).offsetTop)
  const top = await layoutTop()
  await manager.scrollIntoViewIfNeeded()
  await expect(manager).toHaveClass(/reveal--shown/)
  await expect(manager).toHaveCSS('opacity', '1')
  expect(await layoutTop()).toBe(top)
  // CLUB-04: the manager's name, photo and the club's phone from the CMS.
  await expect(manager.getByText(club.manager!.full_name)).toBeVisible()
  await expect(manager.getByRole('img', { name: club.manager!.full_name })).toBeVisible()
  await expect(manager.getByRole('link', { name: club.manager!.phone_display })).toHaveAttribute('href', `tel:${club.manager!.phone}`)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(club.banner.title)
  await expect(main.getByText(club.banner.text)).toBeVisible()
  await expect(section(page, 'ru', 'club.cards.title').locator('.landing-card__title')).toHaveText(club.cards.map((card) => card.title))
  await expect(section(page, 'ru', 'club.audience.title').getByRole('listitem')).toHaveText(club.audience)
  await expect(main.locator('.landing-gallery img')).toHaveCount(2)
  await expect(section(page, 'ru', 'reviews.slider.title').locator('.review-card').first()).toBeVisible()
  await expect(main).not.toContainText(/lorem ipsum/i)

  // CLUB-03, CLUB-05: the call to action scrolls to the club lead form, which ends the page.
  const form = main.locator('#club-form form')
  await (await hydrated(main.getByRole('link', { name: message('ru', 'club.cta') }))).click()
  await expect(form).toBeInViewport()
})

test('/franchise: hero, rates, steps, metrics from the profile, video, benefits, franchisers, FAQ with one item open at a time (FRANCHISE-01, -02, -04…09)', async ({
  page,
  request,
}) => {
  const { json_data: franchise } = await api<FranchiseProfile>(request, 'profile_site/franchise')
  await open(page, '/franchise')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(message('ru', 'franchise.title'))
  await expect(main.getByText(message('ru', 'franchise.subtitle'))).toBeVisible()
  const rates = section(page, 'ru', 'franchise.rates.title')
  await expect(rates.locator('.figure-card')).toHaveCount(4)
  for (const text of ['20–50%', 'от 20 дней', '6–12 месяцев']) await expect(rates).toContainText(text)
  await expect(section(page, 'ru', 'franchise.steps.title').locator('.landing-card__number')).toHaveText(['01', '02', '03', '04', '05', '06'])
  const metrics = section(page, 'ru', 'franchise.metrics.title').locator('.figure-card__value')
  const number = new Intl.NumberFormat('ru')
  await expect(metrics).toHaveText([String(years()), '32', number.format(franchise.employees_count), number.format(franchise.events_count)])
  await expect(section(page, 'ru', 'franchise.benefits.title').locator('.landing-card')).toHaveCount(4)
  const franchisers = section(page, 'ru', 'franchise.franchisers.title')
  await expect(franchisers.locator('.partner-card')).toHaveCount(4)
  await expect(franchisers.getByRole('link', { name: message('ru', 'franchisers.all') })).toHaveAttribute('href', '/franchisers')

  // FRANCHISE-09, OQ-24: the questions of the page data; opening one closes the other.
  const items = section(page, 'ru', 'franchise.faq.title').locator('details')
  await expect(items.locator('summary')).toHaveText(franchise.faq.map((item) => item.question.ru))
  await items.nth(0).locator('summary').click()
  await expect(items.nth(0)).toHaveAttribute('open', '')
  await items.nth(1).locator('summary').click()
  await expect(items.nth(1)).toHaveAttribute('open', '')
  await expect(items.nth(0)).not.toHaveAttribute('open')

  // FRANCHISE-03: the request form after the rates and a second one at the end; FRANCHISE-10: 'ask a question'.
  await expect(main.locator('#franchise-form form')).toHaveCount(1)
  await expect(main.locator('.lead-form-section--gradient form')).toHaveCount(1)
  await expect(main.locator('.lead-form-section').last()).toHaveClass(/lead-form-section--gradient/)
  await expect(main.getByRole('link', { name: message('ru', 'franchise.hero.cta') })).toHaveAttribute('href', '#franchise-form')
  const ask = await hydrated(section(page, 'ru', 'franchise.faq.title').getByRole('button', { name: message('ru', 'franchise.faq.ask') }))
  await ask.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // FRANCHISE-06: the video plays in the video dialog.
  const play = await hydrated(section(page, 'ru', 'franchise.video.title').getByRole('button', { name: message('ru', 'franchise.video.play') }))
  await play.click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('/online_school: enter opens the platform in a new tab, three steps, the schedule, five results tabs, reviews (SCHOOL-01…04)', async ({
  page,
  request,
}) => {
  const { json_data: school } = await api<OnlineSchoolProfile>(request, 'profile_site/online_school')
  await open(page, '/online_school')
  const enter = page.getByRole('main').getByRole('link', { name: message('ru', 'school.enter') })
  await expect(enter).toHaveAttribute('href', school.platform_url)
  await expect(enter).toHaveAttribute('target', '_blank')
  await expect(enter).toHaveAttribute('rel', /noopener/)
  await expect(section(page, 'ru', 'school.steps.title').locator('.landing-card')).toHaveCount(3)
  await expect(section(page, 'ru', 'school.schedule.title').locator('.landing-card__title')).toHaveText(school.schedule.map((row) => row.title))
  const results = section(page, 'ru', 'school.results.title')
  const tabs = results.getByRole('tab')
  await expect(tabs).toHaveText(school.results.map((tab) => tab.title))
  await (await hydrated(tabs.nth(2))).click()
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
  await expect(results.getByRole('tabpanel')).toHaveText(school.results[2]!.items.join(''))
  await page.keyboard.press('ArrowRight')
  await expect(tabs.nth(3)).toBeFocused()
  await expect(results.getByRole('tabpanel')).toContainText(school.results[3]!.items[0]!)
  await expect(section(page, 'ru', 'reviews.slider.title').locator('.review-card').first()).toBeVisible()
})

for (const code of ['en', 'ky'] as const satisfies LanguageCode[]) {
  test(`${code}: the years figure and the FAQ in ${code}, ru filling the missing answers (ABOUT-02, FRANCHISE-09, OQ-24, I18N-06) @languages`, async ({
    page,
    request,
  }) => {
    const { json_data } = await api<FranchiseProfile>(request, `profile_site/franchise?language=${code}`)
    await open(page, `/${code}/franchise`)
    await expect(section(page, code, 'franchise.faq.title').locator('summary')).toHaveText(json_data.faq.map((item) => item.question[code]))
    await open(page, `/${code}/about-center`)
    const label = section(page, code, 'about.mission.title').locator('.figure-card__label').first()
    await expect(label).toHaveText(code === 'en' ? 'years of helping people grow' : message('ky', 'about.mission.years'))
  })
}
