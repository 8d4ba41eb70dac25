import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { LANGUAGES, message } from './support/languages'

/*
 * The tag page (TAG-01…04) against the demo seed: `business` carries news and articles. No seeded tag has
 * neither, so that case opens a tag from the home tag cloud with the browser's news and articles calls for it
 * answering empty lists: the client-side render of the same route shows the message.
 */

const TAG = 'business'
const TAG_TITLE = { ru: 'Бизнес', en: 'Business', ky: 'Бизнес' } as const

const EMPTY_LIST = JSON.stringify({ rows: [], meta: { skip: 0, limit: 12, count: 0 } })

for (const { code, prefix } of LANGUAGES) {
  test(`${code}: a tag shows its title, its news and its articles; an unknown tag is a 404 (TAG-01, TAG-02, OQ-41)`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/tags/${TAG}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TAG_TITLE[code])
    const headings = page.locator('main h2')
    await expect(headings).toHaveText([message(code, 'tag.news.title'), message(code, 'tag.articles.title')])
    await expect(page.locator('.news-slider .news-card').first()).toBeVisible()
    await expect(page.locator('.articles-slider .article-card').first()).toBeVisible()
    await expect(page.getByText(message(code, 'tag.empty'))).toHaveCount(0)

    // The news slider holds the newest 12; its link leads to every news item of the tag on /news.
    const tagged = (await (await page.request.get(`/api/client/news?tags=${TAG}&limit=24`)).json()) as { meta: { count: number } }
    expect(tagged.meta.count, 'the seed has more news of the tag than the slider holds').toBeGreaterThan(12)
    const all = page.locator('.news-slider').getByRole('link', { name: message(code, 'tag.news.all') })
    await expect(all).toHaveAttribute('href', `${prefix}/news?tags=${TAG}`)
    await (await hydrated(all)).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/news\\?tags=${TAG}$`))
    await expect(page.locator('main .news-card')).toHaveCount(tagged.meta.count)

    const response = await page.goto(`${prefix}/tags/no-such-tag`)
    expect(response?.status()).toBe(404)
  })

  test(`${code}: a tag without news and articles says so (TAG-03)`, { tag: '@desktop' }, async ({ page }) => {
    const emptied: string[] = []
    await page.route(
      (url) => /\/api\/client\/(news|articles)$/.test(url.pathname) && url.searchParams.get('tags') === TAG,
      (route) => {
        emptied.push(new URL(route.request().url()).pathname)
        return route.fulfill({ contentType: 'application/json', body: EMPTY_LIST })
      },
    )
    await page.goto(`${prefix}/`)
    const link = await hydrated(page.locator(`.tag-cloud a[href="${prefix}/tags/${TAG}"]`))
    // Keyboard activation: the home page below the hero keeps shifting while its media loads on a phone.
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === `${prefix}/tags/${TAG}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TAG_TITLE[code])
    await expect(page.getByText(message(code, 'tag.empty'))).toBeVisible()
    await expect(page.locator('.news-slider, .articles-slider')).toHaveCount(0)
    expect(emptied.sort()).toEqual(['/api/client/articles', '/api/client/news'])
  })
}
