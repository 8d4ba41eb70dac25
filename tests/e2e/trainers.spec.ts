import type { Page } from '@playwright/test'
import type { ListResponse } from '../../src/model/api'
import type { EventListItem } from '../../src/model/entities/events'
import { monthOfInstant } from '../../src/model/event-search'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { LANGUAGES, message, type LanguageCode } from './support/languages'

/*
 * Trainers list and trainer page (TRAINER-01…14, OQ-10, 11, 14) against the demo seed: twelve trainers in
 * order of creation, 8 a page (timur-aliev first, bakyt-osmonov opens page 2); timur-aliev has every special
 * block (worker/db/seed/events-trainers-content.ts SPECIAL_TRAINER), elena-volkova none of them and no pride.
 */

const PAGE_ONE_FIRST = 'timur-aliev'
const PAGE_TWO_FIRST = 'bakyt-osmonov'
const SPECIAL = 'timur-aliev'
const PLAIN = 'elena-volkova'

/** The section blocks of the trainer page in the order the page must have them (TRAINER-03…14). */
const BLOCK_ORDER = [
  'trainer-preview',
  'trainer-features',
  'trainer-pride',
  'trainer-events',
  'trainer-businesses',
  'trainer-specialization',
  'best-trainers',
  'articles-slider',
  'trainer-faq',
  'trainer-clients',
  'trainer-social-blog',
  'reviews-slider',
] as const

/** The data-driven blocks (OQ-11): from businesses to the social blog. */
const SPECIAL_ONLY = new Set<string>(BLOCK_ORDER.slice(BLOCK_ORDER.indexOf('trainer-businesses'), BLOCK_ORDER.indexOf('reviews-slider')))

async function pageBlocks(page: Page): Promise<string[]> {
  const classes: string[] = await page.locator('main section').evaluateAll((sections) => sections.map((section) => section.className))
  const known = new Set<string>(BLOCK_ORDER)
  return classes.flatMap((name) => name.split(/\s+/).filter((token: string) => known.has(token)))
}

const trainerLink = (page: Page, prefix: string, slug: string) =>
  page.locator('.trainers-page__list').locator(`a[href="${prefix}/trainers/${slug}"]`)

function pageLabel(language: LanguageCode, page: number): string {
  return message(language, 'pagination.page').replace('{page}', String(page))
}

for (const { code, prefix } of LANGUAGES) {
  test(`${code}: the trainers list pages through the URL (TRAINER-01, TRAINER-02, PAGINATION-01)`, async ({ page }) => {
    await page.goto(`${prefix}/trainers`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(code, 'trainers.title'))
    await expect(page.getByText(message(code, 'trainers.subtitle'))).toBeVisible()
    const cards = page.locator('.trainers-page__list .trainer-card')
    await expect(cards).toHaveCount(8)
    await expect(trainerLink(page, prefix, PAGE_ONE_FIRST)).toBeVisible()
    // TRAINER-02: competence as text, never more than 100 characters.
    for (const text of await page.locator('.trainer-card__competence').allTextContents()) {
      expect(text.length).toBeLessThanOrEqual(100)
      expect(text).not.toContain('<')
    }

    const pagination = page.getByRole('navigation', { name: message(code, 'pagination.label') })
    const second = await hydrated(pagination.getByRole('link', { name: pageLabel(code, 2) }))
    await second.click()
    await expect(page).toHaveURL((url) => url.pathname === `${prefix}/trainers` && url.searchParams.get('page') === '2')
    await expect(trainerLink(page, prefix, PAGE_TWO_FIRST)).toBeVisible()
    await expect(trainerLink(page, prefix, PAGE_ONE_FIRST)).toHaveCount(0)
    await expect(cards).toHaveCount(4)

    // A bad page is page 1 (PAGINATION-01).
    await page.goto(`${prefix}/trainers?page=abc`)
    await expect(trainerLink(page, prefix, PAGE_ONE_FIRST)).toBeVisible()
    await expect(cards).toHaveCount(8)
  })

  test(`${code}: the special trainer's page has every block in order, FAQ video modal and businesses toggle (TRAINER-03…14)`, async ({
    page,
  }) => {
    // No network: the FAQ video's youtube-nocookie frame gets a tiny local page.
    const frames: string[] = []
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      frames.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title><p>video</p>' })
    })
    await page.goto(`${prefix}/trainers/${SPECIAL}`)
    expect(await pageBlocks(page)).toEqual([...BLOCK_ORDER])

    // TRAINER-03: the first word of the name is highlighted.
    const name = page.getByRole('heading', { level: 1 })
    const highlighted = (await name.locator('.trainer-preview__highlight').textContent()) ?? ''
    expect(highlighted.length).toBeGreaterThan(0)
    expect((await name.textContent())?.startsWith(`${highlighted} `)).toBe(true)
    await expect(page.locator('.trainer-preview .social-links__link')).toHaveCount(4)

    // TRAINER-05: numbered competence, education, case.
    await expect(page.locator('.trainer-feature__title')).toHaveText([
      message(code, 'trainer.features.competence'),
      message(code, 'trainer.features.education'),
      message(code, 'trainer.features.cases'),
    ])

    // TRAINER-07, OQ-14: 'show all' goes to the events list filtered by the trainer, on the month of the first of
    // the trainer's next events (the current month may have none of them).
    const next = (await (await page.request.get(`/api/client/events?trainers_slug=${SPECIAL}&event_mode=future&order_by=date_from&limit=1&language=${code}`)).json()) as ListResponse<EventListItem>
    const firstEvent = next.rows[0]!
    await expect(page.getByRole('link', { name: message(code, 'trainer.events.all') })).toHaveAttribute(
      'href',
      `${prefix}/events?trainers_slug=${SPECIAL}&date=${monthOfInstant(firstEvent.date_from)}`,
    )

    // TRAINER-11: 1 featured + 4, the other two behind the toggle.
    const businesses = page.locator('.trainer-businesses')
    await expect(businesses.locator('.business-card--featured')).toHaveCount(1)
    await expect(businesses.locator('.business-card').filter({ visible: true })).toHaveCount(5)
    const toggle = await hydrated(businesses.getByRole('button', { name: message(code, 'trainer.businesses.more') }))
    await toggle.click()
    await expect(businesses.locator('.business-card').filter({ visible: true })).toHaveCount(7)
    await expect(businesses.getByRole('button', { name: message(code, 'trainer.businesses.less') })).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    // TRAINER-12/13: specialization, three other trainers (not this one), the articles of the trainer's tag.
    await expect(page.locator('.trainer-specialization__item')).toHaveCount(4)
    await expect(page.locator('.best-trainers .trainer-card')).toHaveCount(4)
    await expect(page.locator(`.best-trainers a[href="${prefix}/trainers/${SPECIAL}"]`)).toHaveCount(0)
    await expect(page.locator('.articles-slider .article-card')).toHaveCount(4)
    await expect(page.locator('.trainer-clients__item')).toHaveCount(6)
    await expect(page.locator('.trainer-social-blog a')).toHaveAttribute('href', 'https://t.me/timur_aliev_blog')

    // TRAINER-14, MODAL-04: nine videos; one opens in the video modal from youtube-nocookie, Esc closes it.
    const videos = page.locator('.trainer-faq .faq-video')
    await expect(videos).toHaveCount(9)
    const first = await hydrated(videos.first())
    const title = (await first.locator('.faq-video__title').textContent()) ?? ''
    await first.click()
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    const frame = dialog.locator('iframe')
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]+/)
    await expect.poll(() => frames.length).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test(`${code}: a trainer without special data shows none of the special blocks; an unknown trainer is a 404 (TRAINER-10, OQ-11, OQ-41)`, { tag: '@desktop' }, async ({
    page,
  }) => {
    await page.goto(`${prefix}/trainers/${PLAIN}`)
    const blocks = await pageBlocks(page)
    expect(blocks.filter((block) => SPECIAL_ONLY.has(block))).toEqual([])
    // TRAINER-06: no pride block without proud_of.
    expect(blocks).not.toContain('trainer-pride')
    expect(blocks.slice(0, 2)).toEqual(['trainer-preview', 'trainer-features'])
    await expect(page.getByRole('heading', { level: 1 }).locator('.trainer-preview__highlight')).not.toBeEmpty()

    // TRAINER-04, OQ-10: the consultation button opens the trainer_consultation form.
    const button = await hydrated(page.getByRole('button', { name: message(code, 'trainer.consultation.button') }))
    await button.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('form.lead-form__form')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    const response = await page.goto(`${prefix}/trainers/no-such-trainer`)
    expect(response?.status()).toBe(404)
  })
}
