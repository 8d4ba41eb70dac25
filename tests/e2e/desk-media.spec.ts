import type { ContentItem } from '../../src/model/content-types'
import { demoPdf } from '../../worker/files/demo-pdf'
import { DEMO_MANAGER } from '../../worker/db/seed/demo-admin'
import { solidPng } from '../worker/test-images'
import { openDeskAs } from './support/staff-sign-in'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { message } from './support/languages'

/*
 * /admin/media (issue 42, BE-05, BE-26) in Russian at desktop width (@desktop; the desk's pages at phone width: desk-phone.spec.ts): the demo manager uploads a photo, writes its alt
 * text in three languages (an empty Kyrgyz one is marked as falling back to Russian), picks the focal point by
 * clicking the picture, then uploads a PDF that a new vacancy names (saved through the content registry) and the
 * career page offers with its name and size. The worker
 * tests prove the refusals; axe checks both pages. Reruns within 15 minutes need E2E_FRESH_DATABASE=1.
 */
test('a manager uploads a photo with alt texts and a focal point, and a vacancy PDF that /career offers (issue 42)', { tag: '@desktop' }, async ({ page }) => {
  const stamp = Date.now().toString(36)
  // A width no other upload has, to find this photo's card.
  const width = 700 + Math.floor(Math.random() * 300)
  await openDeskAs(page, DEMO_MANAGER)
  await page.getByRole('navigation', { name: message('ru', 'admin.nav.label') }).getByRole('link', { name: message('ru', 'admin.nav.media') }).click()
  await expect(page.getByRole('heading', { level: 1, name: message('ru', 'admin.media.title') })).toBeVisible()

  const imageInput = await hydrated(page.getByLabel(message('ru', 'admin.media.upload_image')))
  await imageInput.setInputFiles({ name: `hall-${stamp}.png`, mimeType: 'image/png', buffer: Buffer.from(await solidPng(width, 500)) })
  const card = page.getByRole('article').filter({ hasText: `${width}×500` })
  await expect(card).toHaveCount(1)
  await card.getByLabel(message('ru', 'admin.languages.ru'), { exact: true }).fill(`Зал ${stamp}`)
  await card.getByLabel(message('ru', 'admin.languages.en'), { exact: true }).fill('The training hall')
  await expect(card.getByText(message('ru', 'admin.languages.falls_back'))).toHaveCount(1)
  await card.getByLabel(message('ru', 'admin.languages.ky'), { exact: true }).fill('Тренинг залы')
  await expect(card.getByText(message('ru', 'admin.languages.falls_back'))).toHaveCount(0)
  const picture = card.getByRole('button', { name: /^Точка фокуса/ })
  // Aimed at the picture inside the button's border: Playwright's position is from the padding box's corner.
  const box = (await picture.locator('img').boundingBox())!
  await picture.click({ position: { x: box.width * 0.2, y: box.height * 0.3 } })
  await expect(picture).toHaveAttribute('aria-label', /: 20% .*, 30% /)
  await card.getByRole('button', { name: message('ru', 'admin.media.save') }).click()
  // Saved: the card comes back at its next version with the Russian alt text as its title.
  const saved = page.getByRole('article', { name: new RegExp(`Зал ${stamp}`) })
  await expect(saved).toHaveCount(1)
  await expect(saved.getByLabel(message('ru', 'admin.languages.ky'), { exact: true })).toHaveValue('Тренинг залы')
  await expect(saved.getByRole('button', { name: /^Точка фокуса/ })).toHaveAttribute('aria-label', /: 20% .*, 30% /)

  const pdf = demoPdf('Vacancy', [`Designer ${stamp}`])
  const fileName = `Дизайнер ${stamp}.pdf`
  await page.getByLabel(message('ru', 'admin.media.upload_file')).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(pdf) })
  const fileCard = page.getByRole('article', { name: fileName })
  await expect(fileCard).toHaveCount(1)
  const url = (await fileCard.getByRole('link', { name: fileName }).getAttribute('href'))!

  // A vacancy attaches it through the content registry (the editor's save), and once published /career offers it.
  const fileUuid = url.split('/')[3]!
  const title = `Дизайнер ${stamp}`
  const created = await page.request.post('/api/staff/content/vacancies', {
    data: {
      values: { direction: 'PROJECTS', salary_from: null, salary_to: null, currency: 'KGS', file: fileUuid },
      translations: { ru: { title, short_description: 'Макеты сайта и афиш.', description: '<p>Фигма и печать.</p>' } },
      relations: {},
    },
  })
  expect(created.status()).toBe(201)
  const vacancy = (await created.json()) as ContentItem
  try {
    expect((await page.request.post(`/api/staff/content/vacancies/${vacancy.key}/publish`, { data: { version: 1 } })).status()).toBe(200)
    await page.goto('/career')
    const vacancyCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    const link = vacancyCard.getByRole('link', { name: new RegExp(message('ru', 'career.vacancy.file').replace(/[()]/g, '\\$&')) })
    await expect(link).toContainText(`${fileName}, 1 КБ`)
    const download = await page.request.get((await link.getAttribute('href'))!)
    expect(download.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`)
    expect(new Uint8Array(await download.body())).toEqual(pdf)
  } finally {
    await page.request.post(`/api/staff/content/vacancies/${vacancy.key}/delete`, { data: { version: 2 } })
  }
})

test('"delete" under a file is asked first, naming it; "cancel" keeps it and gives the focus back; the sizes are named in the page\'s language (staff desk defects 1, 2, 5)', async ({ page }) => {
  const stamp = Date.now().toString(36) + Math.floor(Math.random() * 1e4)
  await openDeskAs(page, DEMO_MANAGER, '/admin/media')
  const fileName = `Удалить ${stamp}.pdf`
  const upload = await hydrated(page.getByLabel(message('ru', 'admin.media.upload_file')))
  await upload.setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(demoPdf('Delete me', [stamp])) })
  const card = page.getByRole('article', { name: fileName })
  await expect(card).toHaveCount(1)
  const remove = card.getByRole('button', { name: message('ru', 'admin.media.delete') })
  await remove.click()
  const question = card.getByRole('alertdialog', { name: message('ru', 'admin.media.confirm_delete_file').replace('{name}', fileName) })
  const cancel = question.getByRole('button', { name: message('ru', 'admin.reviews.cancel') })
  await expect(cancel).toBeFocused()
  await cancel.click()
  await expect(question).toHaveCount(0)
  await expect(remove).toBeFocused()
  await page.reload()
  await expect(card).toHaveCount(1)
  await hydrated(remove).then((button) => button.click())
  await question.getByRole('button', { name: message('ru', 'admin.media.delete') }).click()
  await expect(card).toHaveCount(0)

  // A picture's renditions by their Russian names, no English size words.
  const width = 700 + Math.floor(Math.random() * 300)
  await page.getByLabel(message('ru', 'admin.media.upload_image')).setInputFiles({ name: `sizes-${stamp}.png`, mimeType: 'image/png', buffer: Buffer.from(await solidPng(width, 400)) })
  const renditions = page.getByRole('article').filter({ hasText: `${width}×400` }).locator('.desk-image__renditions')
  for (const size of ['small', 'medium', 'large']) await expect(renditions.getByRole('link', { name: message('ru', `admin.media.sizes.${size}`), exact: true })).toBeVisible()
  await expect(renditions).not.toContainText(/small|medium|large/)
})

test('ky: /ky/admin/media and /ky/admin/rates hydrate without a mismatch and print figures as the server does (staff desk defect 5)', { tag: '@languages' }, async ({ page }) => {
  await openDeskAs(page, DEMO_MANAGER)
  // The server's HTML: Kyrgyz figures are written as Russian ones (src/i18n/format-figure.ts), "82,5", never "82.5".
  const rates = await (await page.request.get('/ky/admin/rates')).text()
  expect(rates).toMatch(/>82,5</)
  expect(rates).toMatch(/>12\u00a0150</)
  expect(rates).not.toMatch(/>82\.5</)
  const media = await (await page.request.get('/ky/admin/media')).text()
  expect(media).not.toMatch(/\d\.\d (КБ|МБ)/)
  expect(media).toContain(`>${message('ky', 'admin.media.sizes.small')}<`)
  // The browser's render matches it: the fixtures fail the test on React's hydration error (#418) in the console.
  for (const path of ['/ky/admin/media', '/ky/admin/rates']) {
    await page.goto(path)
    await hydrated(page.locator('.admin-page button').first())
  }
  await expect(page.getByTestId('applied-RUB')).toHaveText(/^[\d\u00a0]+(,\d+)?$/)
})
