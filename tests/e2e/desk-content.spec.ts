import { DEMO_EDITOR } from '../../worker/db/seed/demo-admin'
import { openDeskAs } from './support/staff-sign-in'
import { expectThumbnails, seededPictures } from './support/desk-pictures'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { message } from './support/languages'
import { expectRefusedAt } from './support/desk-refusal'

const ru = (key: string) => message('ru', key)

/*
 * The desk's content editor (issue 42.1–42.3) in Russian at desktop width (@desktop; the desk's pages at phone width: desk-phone.spec.ts): the demo editor writes a news item in
 * Russian and English (Kyrgyz left empty), previews the draft (which a visitor cannot open), publishes it, finds it
 * on /news and its page, sees the Russian text on /ky, edits the title and sees it change; then deletes it; sees a seeded event's picture and a product's gallery as thumbnails, read-only. axe checks each desk page it
 * opens.
 */
test('an editor writes a news item in ru and en, previews, publishes, edits and deletes it; ky shows the Russian text (issue 42)', { tag: '@desktop' }, async ({ page, playwright, baseURL }) => {
  const stamp = Date.now().toString(36)
  const slug = `desk-news-${stamp}`
  const title = `Новость стола ${stamp}`
  await openDeskAs(page, DEMO_EDITOR)
  await page.getByRole('navigation', { name: ru('admin.nav.label') }).getByRole('link', { name: ru('admin.nav.content') }).click()
  await expect(page.getByRole('heading', { level: 1, name: ru('admin.content.title') })).toBeVisible()
  await page.getByRole('link', { name: new RegExp(`^${ru('admin.content.types.news')} ·`) }).click()
  await expect(page.getByRole('heading', { level: 1, name: ru('admin.content.types.news') })).toBeVisible()
  await page.getByRole('link', { name: ru('admin.content.new'), exact: true }).click()

  await expect(page.getByRole('heading', { level: 1, name: ru('admin.content.new_title') })).toBeVisible()
  const slugField = await hydrated(page.getByLabel(ru('admin.content.fields.slug')))
  await slugField.fill(slug)
  const titles = page.getByRole('group', { name: ru('admin.content.fields.title'), exact: true })
  // The Russian title is the required one (its label says so).
  await titles.getByLabel(ru('admin.languages.ru')).fill(title)
  await titles.getByLabel(ru('admin.languages.en'), { exact: true }).fill(`Desk news ${stamp}`)
  await expect(titles.getByText(ru('admin.languages.falls_back'))).toHaveCount(1)
  const bodies = page.getByRole('group', { name: ru('admin.content.fields.body'), exact: true })
  await bodies.getByLabel(ru('admin.languages.ru'), { exact: true }).fill('<p>Первый текст новости.</p>')
  await bodies.getByLabel(ru('admin.languages.en'), { exact: true }).fill('<p>The first text.</p>')
  await page.getByRole('button', { name: ru('admin.content.create') }).click()

  // A draft now: the editor at its address, saved.
  await expect(page.getByRole('heading', { level: 1, name: ru('admin.content.edit_title') })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/content\/news\/[0-9a-f-]{36}$/)
  const editorUrl = page.url()
  const key = editorUrl.split('/').at(-1)!
  const publication = page.getByRole('region', { name: ru('admin.content.publication') })
  await expect(publication.getByText(ru('admin.content.states.draft'), { exact: true })).toBeVisible()

  // The preview in English shows the draft through the visitor's page; a visitor opens neither it nor the draft's page.
  await publication.getByRole('link', { name: ru('admin.languages.en') }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Desk news ${stamp}` })).toBeVisible()
  await expect(page.getByText('The first text.')).toBeVisible()
  const visitor = await playwright.request.newContext({ baseURL })
  expect((await visitor.get(`/admin/content/news/preview/${key}?language=en`)).status()).toBe(404)
  expect((await visitor.get(`/api/staff/content/news/${key}`)).status()).toBe(404)
  expect((await visitor.get(`/news/${slug}`)).status()).toBe(404)

  await page.goto(editorUrl)
  await hydrated(publication.getByRole('button', { name: ru('admin.content.publish') })).then((button) => button.click())
  const confirm = page.getByRole('alertdialog')
  await confirm.getByRole('button', { name: ru('admin.content.publish') }).click()
  await expect(publication.getByText(ru('admin.content.states.published'), { exact: true })).toBeVisible()

  // Visitors see it (the server's pages, read as a visitor: the site's pages have their own specs): on /news, its
  // page, and on /ky in Russian (its Kyrgyz texts are empty).
  const visitorPage = async (path: string) => {
    const response = await visitor.get(path)
    expect(response.status(), path).toBe(200)
    return response.text()
  }
  expect(await visitorPage('/news')).toContain(`>${title}<`)
  expect(await visitorPage(`/news/${slug}`)).toContain('Первый текст новости.')
  const kyrgyz = await visitorPage(`/ky/news/${slug}`)
  expect(kyrgyz).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
  expect(kyrgyz).toContain('Первый текст новости.')

  // An edit saves itself and shows on the site.
  await page.goto(editorUrl)
  const ruTitle = await hydrated(page.getByRole('group', { name: ru('admin.content.fields.title'), exact: true }).getByLabel(ru('admin.languages.ru')))
  await ruTitle.fill(`${title} (исправлено)`)
  await expect(page.getByRole('status').filter({ hasText: ru('admin.content.saved_at').replace(' {time}', '') })).toBeVisible()
  // Saved at the centre's time, labelled as every desk time is.
  await expect(page.getByRole('status').filter({ hasText: ru('admin.content.saved_at').replace(' {time}', '') })).toContainText(
    new RegExp(`${ru('admin.content.saved_at').replace('{time}', '')}\\d\\d:\\d\\d ${ru('time.zone.moscow')}`),
  )
  expect(await visitorPage(`/news/${slug}`)).toMatch(new RegExp(`<h1[^>]*>${title} \\(исправлено\\)</h1>`))

  // Deleted: gone from the desk's list and the site.
  await page.goto(editorUrl)
  // The question starts on "cancel" (the safe choice), which keeps the item and gives the focus back to "delete".
  const deleteButton = await hydrated(publication.getByRole('button', { name: ru('admin.content.delete') }))
  await deleteButton.click()
  const cancel = page.getByRole('alertdialog').getByRole('button', { name: ru('admin.reviews.cancel') })
  await expect(cancel).toBeFocused()
  await cancel.click()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(deleteButton).toBeFocused()
  await deleteButton.click()
  await page.getByRole('alertdialog').getByRole('button', { name: ru('admin.content.delete') }).click()
  await expect(page.getByRole('heading', { level: 1, name: ru('admin.content.types.news') })).toBeVisible()
  expect((await visitor.get(`/news/${slug}`)).status()).toBe(404)
  await visitor.dispose()

  // Without the media library, the editor sees a seeded event's picture and a product's gallery as pictures, read-only.
  const seeded = await seededPictures(page.request)
  await page.goto(`/admin/content/events/${seeded.event.uuid}`)
  const picture = page.getByRole('group', { name: ru('admin.content.fields.image_id'), exact: true })
  await expectThumbnails(picture, [seeded.event.image_id])
  await expect(picture.getByRole('combobox')).toHaveCount(0)
  await page.goto(`/admin/content/products/${seeded.product.uuid}`)
  await expectThumbnails(page.locator('#content-relations-images'), seeded.product.images)
  await expect(page.getByLabel(ru('admin.content.image_choose'))).toHaveCount(0)
})

test.describe('a refused save', () => {
  // The refused save answers 400 on purpose.
  test.use({ failsOnPurpose: ['/api/staff/content/news'] })

  test('a news address the rule refuses: the create is refused, the address field has the focus and says which characters it takes (VALID-02, BE-04)', async ({ page }) => {
    await openDeskAs(page, DEMO_EDITOR)
    await page.goto('/admin/content/news/new')
    const slugField = await hydrated(page.getByLabel(ru('admin.content.fields.slug')))
    await slugField.fill('Моя новость!')
    const titles = page.getByRole('group', { name: ru('admin.content.fields.title'), exact: true })
    await titles.getByLabel(ru('admin.languages.ru')).fill('Моя новость')
    await page.getByRole('group', { name: ru('admin.content.fields.body'), exact: true }).getByLabel(ru('admin.languages.ru'), { exact: true }).fill('<p>Текст.</p>')
    // Moved away from the field, as after scrolling down to the button.
    await page.getByRole('button', { name: ru('admin.content.create') }).focus()
    const answer = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/api/staff/content/news'))
    await page.getByRole('button', { name: ru('admin.content.create') }).click()
    expect((await answer).status()).toBe(400)
    await expectRefusedAt(slugField, 'admin.errors.slug_format')
    await expect(page.getByText(ru('forms.errors.invalid'))).toHaveCount(0)
  })
})
