import type { Page } from '@playwright/test'
import type { ListResponse } from '../../src/model/api'
import type { ArticleEntity, ArticleListItem, EmployeeEntity, FormEntity, VacancyEntity } from '../../src/model/entities/publications'
import { accessibilityFindings, expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { queryTestDatabase } from './support/test-database.mjs'
import { LANGUAGES, message, type LanguageCode } from './support/languages'

/**
 * /blog, /blog/{slug}, /career and /employees (BLOG-01…08, CAREER-01…08, EMPLOYEES-01…03, SHARE-04, OQ-08, OQ-41):
 * behaviour in Russian at both widths; the vacancy count's plural in every language (@languages). Expectations come
 * from the API of the same server.
 */

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/client/${path}`)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

const articles = (page: Page, query = '') => api<ListResponse<ArticleListItem>>(page, `articles?limit=24&order_by=-date_publication${query}`)
const blogCards = (page: Page) => page.locator('.blog-page .blog-list > li')
const ARTICLES_PATH = '/api/client/articles'

test('/blog: title, share, 24 cards, 10 tag chips and show all, tag filter, search chip and show more survive a reload (BLOG-01…05, OQ-08)', async ({ page }) => {
  const first = await articles(page)
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ru', 'blog.title'))
  await expect(page.getByText(message('ru', 'blog.subtitle'))).toBeVisible()
  await expect(page.getByRole('button', { name: message('ru', 'share.button') })).toBeVisible()
  await expect(blogCards(page)).toHaveCount(24)
  await expect(blogCards(page).first().getByRole('heading', { level: 2 })).toHaveText(first.rows[0]!.title)

  // OQ-08: 'all' plus the first 10 tags; 'show all' reveals the rest and 'collapse' folds them.
  const tags = page.getByRole('navigation', { name: message('ru', 'news.tags.label') })
  await expect(tags.getByRole('link')).toHaveCount(11)
  const total = await tags.locator('li').count()
  expect(total).toBeGreaterThan(11)
  await (await hydrated(tags.getByRole('button', { name: message('ru', 'blog.tags.show_all') }))).click()
  await expect(tags.getByRole('link')).toHaveCount(total)
  await tags.getByRole('button', { name: message('ru', 'blog.tags.collapse') }).click()
  await expect(tags.getByRole('link')).toHaveCount(11)

  // BLOG-03: a tag chip filters by `tags`; the address holds it through a reload.
  const chip = tags.getByRole('link').nth(1)
  await chip.click()
  await expect(page).toHaveURL((url) => url.searchParams.has('tags'))
  const tag = new URL(page.url()).searchParams.get('tags')!
  const filtered = await articles(page, `&tags=${tag}`)
  await expect(blogCards(page)).toHaveCount(Math.min(24, filtered.meta.count))
  await page.reload()
  await expect(blogCards(page)).toHaveCount(Math.min(24, filtered.meta.count))
  await expect(tags.getByRole('link', { name: await chip.innerText() })).toHaveAttribute('aria-current', 'true')

  // BLOG-04, BE-07: a search (a word form) shows as a chip; the chip removes it, the tag stays.
  await page.goto('/blog')
  const found = await articles(page, `&search=${encodeURIComponent('переговорах')}`)
  expect(found.meta.count).toBeGreaterThan(0)
  const box = page.getByRole('searchbox', { name: message('ru', 'blog.search.label') })
  await (await hydrated(box)).fill('  переговорах  ')
  await box.press('Enter')
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === 'переговорах')
  await expect(blogCards(page)).toHaveCount(Math.min(24, found.meta.count))
  const searchChip = page.getByRole('link', { name: message('ru', 'blog.search.remove').replace('{text}', 'переговорах') })
  await page.reload()
  await (await hydrated(searchChip)).click()
  await expect(page).toHaveURL((url) => !url.searchParams.has('search'))
  await expect(blogCards(page)).toHaveCount(24)

  // BLOG-05: 'show more' appends the next 24.
  await (await hydrated(page.getByRole('button', { name: message('ru', 'pagination.show_more') }))).click()
  await expect(blogCards(page)).toHaveCount(Math.min(48, first.meta.count))
})

test('/blog: a bad query value is dropped from the address (VALID-09)', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/blog?page=abc&tags=Bad!&other=1')
  await expect(page).toHaveURL((url) => !url.searchParams.has('page') && !url.searchParams.has('tags'))
  await expect(blogCards(page)).toHaveCount(24)
})

// A chip under the pointer (as after a tap or the article's close) keeps its text readable on the black layout.
test('/blog: a hovered tag chip passes the contrast check (BLOG-02)', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/blog')
  const tags = page.getByRole('navigation', { name: message('ru', 'news.tags.label') })
  await tags.getByRole('link').nth(1).hover()
  expect(await accessibilityFindings(page)).toEqual([])
})

test('/blog/{slug}: title, date, tags, image sizes, body, share, breadcrumbs, related, JSON-LD and close back (BLOG-06, BLOG-07)', async ({ page }) => {
  const [listed] = (await articles(page)).rows
  const article = await api<ArticleEntity>(page, `articles/${listed!.slug}?expand=images`)
  await page.goto('/blog')
  await (await hydrated(blogCards(page).first().getByRole('link'))).click()
  await expect(page).toHaveURL(`/blog/${article.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
  const crumbs = page.getByRole('navigation', { name: message('ru', 'breadcrumbs.label') })
  await expect(crumbs.getByRole('link', { name: message('ru', 'blog.title') })).toHaveAttribute('href', '/blog')
  await expect(page.locator('.blog-article__date time')).toBeVisible()
  const tagLinks = page.getByRole('navigation', { name: message('ru', 'news.item.tags') }).getByRole('link')
  await expect(tagLinks).toHaveCount(article.tags.length)
  await expect(page.locator('.blog-article__image source')).toHaveCount(2)
  await expect(page.locator('.blog-article__body')).not.toBeEmpty()
  await expect(page.getByRole('button', { name: message('ru', 'share.button') })).toBeVisible()
  await expect(page.locator('.blog-related .blog-list > li')).toHaveCount(article.articles_ids.length)
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(ld.some((text) => text.includes('"BlogPosting"'))).toBe(true)
  await page.getByRole('button', { name: message('ru', 'blog.article.close') }).click()
  await expect(page).toHaveURL('/blog')
  // The list itself, not only its address: the router changes the address first, then renders the list once its data
  // has come, and on a loaded machine the page's check (axe) once ran on the article still shown meanwhile.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ru', 'blog.title'))
  await expect(blogCards(page)).toHaveCount(24)
  // The list comes back where the visitor left it, and that place varies with where the card was when clicked: a tag
  // chip can end up half under the fixed header, which axe's target-size and color-contrast then judge by its visible
  // strip (reproduced at fixed offsets: 20 px showing fails, a chip clear of the header passes). The page's check runs
  // from its top, the same every run.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
})

test('/blog/{slug}: an unknown slug is the 404 page with status 404 (OQ-41) @http', async ({ page }) => {
  const response = await page.goto('/blog/no-such-article-here')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ru', 'errors.not_found.title'))
})

test.describe(() => {
  test.use({ failsOnPurpose: [ARTICLES_PATH] })
  // A 503 (the data cannot be reached, issue 43.2) says "temporarily unavailable" rather than "server error".
  test('/blog: a failing list load shows the error page (BLOG-08, ERR-03)', async ({ page }) => {
    await page.goto('/blog')
    await page.route((url) => url.pathname === ARTICLES_PATH, (route) => route.fulfill({ status: 503, json: { code: 'temporarily_unavailable', message: 'down' } }))
    const tags = page.getByRole('navigation', { name: message('ru', 'news.tags.label') })
    await (await hydrated(tags.getByRole('link').nth(1))).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ru', 'errors.unavailable.title'))
  })
})

const vacancies = (page: Page, language: LanguageCode, query = '') =>
  api<ListResponse<VacancyEntity>>(page, `vacancy?limit=24&order_by=-created&language=${language}${query}`)
const vacancyCards = (page: Page) => page.locator('.career-page__list > li')

function pluralCount(language: LanguageCode, count: number): string {
  const rules = new Intl.PluralRules(language)
  const forms: Record<LanguageCode, Partial<Record<Intl.LDMLPluralRule, string>>> = {
    ru: { one: 'вакансия', few: 'вакансии', many: 'вакансий', other: 'вакансии' },
    en: { one: 'vacancy', other: 'vacancies' },
    ky: { one: 'бош орун', other: 'бош орун' },
  }
  return `${count} ${forms[language][rules.select(count)]}`
}

test('/career: benefits, directions filter (kept through a reload), expand, details, PDF (CAREER-01…07)', async ({ page }) => {
  const all = await vacancies(page, 'ru')
  await page.goto('/career')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ru', 'career.title'))
  await expect(page.locator('.career-benefits__list > li')).toHaveCount(4)
  await expect(page.locator('.career-page__count')).toHaveText(pluralCount('ru', all.meta.count))
  await expect(vacancyCards(page)).toHaveCount(all.rows.length)

  // CAREER-04: the first card's salary in its own currency; CAREER-05: a long text is cut and expands.
  const longest = all.rows.find((vacancy) => vacancy.description.replace(/<[^>]*>/g, '').length > 240)!
  const long = vacancyCards(page).filter({ has: page.getByRole('heading', { name: longest.title, exact: true }) })
  const text = long.locator('.vacancy-card__text')
  const cut = (await text.innerText()).length
  expect(cut).toBeLessThanOrEqual(241)
  await (await hydrated(long.getByRole('button', { name: message('ru', 'career.vacancy.expand') }))).click()
  await expect(long.getByRole('button', { name: message('ru', 'career.vacancy.collapse') })).toHaveAttribute('aria-expanded', 'true')
  expect((await text.innerText()).length).toBeGreaterThan(cut)

  // CAREER-06: the detail modal shows the whole vacancy; the PDF link serves a PDF (BE-26).
  await long.getByRole('button', { name: message('ru', 'career.vacancy.more') }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading')).toHaveText(await long.getByRole('heading', { level: 2 }).innerText())
  await page.keyboard.press('Escape')
  const pdf = vacancyCards(page).getByRole('link', { name: message('ru', 'career.vacancy.file') }).first()
  const file = await page.request.get((await pdf.getAttribute('href'))!)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('application/pdf')

  // CAREER-02: a direction filters, its address survives a reload; an unknown one is dropped.
  const it = await vacancies(page, 'ru', '&direction=IT')
  const directions = page.getByRole('navigation', { name: message('ru', 'career.directions.label') })
  await directions.getByRole('link', { name: message('ru', 'career.direction.IT'), exact: true }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('direction') === 'IT')
  await expect(vacancyCards(page)).toHaveCount(it.rows.length)
  await page.reload()
  await expect(page.locator('.career-page__count')).toHaveText(pluralCount('ru', it.meta.count))
  await page.goto('/career?direction=HACK')
  await expect(page).toHaveURL((url) => !url.searchParams.has('direction'))
  await expect(directions.getByRole('link', { name: message('ru', 'career.directions.all') })).toHaveAttribute('aria-current', /^(true|page)$/)
})

test('/career: "respond" opens the career form with the vacancy in its hidden field, and the lead is accepted (CAREER-06, OQ-09, BE-29, FORM-06)', async ({
  page,
}, testInfo) => {
  // Its own sender address, so the per-sender lead limit (BE-27) never trips over repeated runs.
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `198.51.100.${(Date.now() + testInfo.parallelIndex * 7) % 250}` })
  const [vacancy] = (await vacancies(page, 'ru')).rows
  const form = await api<FormEntity>(page, 'forms/career?language=ru')
  await page.goto('/career')
  const card = vacancyCards(page).filter({ has: page.getByRole('heading', { name: vacancy!.title, exact: true }) })
  await (await hydrated(card.getByRole('button', { name: message('ru', 'career.vacancy.respond') }))).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: form.title })).toBeVisible()
  await dialog.getByRole('textbox', { name: /имя/i }).fill('Айжан Откликова')
  await dialog.getByRole('textbox', { name: /телефон/i }).pressSequentially('+996555123456')
  await dialog.getByRole('checkbox', { name: message('ru', 'forms.agreement') }).check()
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/client/forms/career/orders'))
  const answered = page.waitForResponse((response) => response.url().includes('/api/client/forms/career/orders'))
  await dialog.locator('button[type="submit"]').click()
  expect((await sent).postDataJSON()).toMatchObject({ vacancy: vacancy!.title, name: 'Айжан Откликова', agreement: true, website: '' })
  const answer = await answered
  expect(answer.status()).toBe(201)
  await expect(dialog.getByText(form.thanks_title)).toBeVisible()
  // BE-20, BE-15: the lead is in D1 with the vacancy, and the managers' mail about it is in the outbox.
  const { uuid } = (await answer.json()) as { uuid: string }
  const [lead] = await queryTestDatabase(
    `SELECT form_slug, json_extract(field_values, '$.vacancy') AS vacancy,
       (SELECT COUNT(*) FROM outbox WHERE kind = 'lead' AND cause = leads.uuid AND channel = 'managers') AS mails
     FROM leads WHERE uuid = '${uuid.replace(/[^0-9a-f-]/g, '')}'`,
  )
  expect(lead).toEqual({ form_slug: 'career', vacancy: vacancy!.title, mails: 1 })
})

for (const { code, prefix } of LANGUAGES) {
  test(`${code}: /career counts vacancies with the language's plural (CAREER-03, OQ-37) @languages`, async ({ page }) => {
    for (const direction of ['', '&direction=IT', '&direction=SALES']) {
      const list = await vacancies(page, code, direction)
      await page.goto(`${prefix}/career${direction.replace('&', '?')}`)
      await expect(page.locator('.career-page__count')).toHaveText(pluralCount(code, list.meta.count))
    }
  })
}

test('/employees: the team from the API, photo, name and description (EMPLOYEES-01, EMPLOYEES-02)', async ({ page }) => {
  const list = await api<ListResponse<EmployeeEntity>>(page, 'employees?limit=100')
  await page.goto('/employees')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ru', 'employees.title'))
  await expect(page.locator('.employee-card')).toHaveCount(list.rows.length)
  await expect(page.locator('.employee-card__name').first()).toHaveText(list.rows[0]!.full_name)
})
