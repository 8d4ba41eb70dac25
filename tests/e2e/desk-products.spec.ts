import { formatMoney } from '../../src/model/format-money'
import { DEMO_MANAGER } from '../../worker/db/seed/demo-admin'
import { expectThumbnails, seededPictures } from './support/desk-pictures'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { message } from './support/languages'
import { signInStaff } from './support/staff-sign-in'

const ru = (key: string, values: Record<string, string> = {}) => Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), message('ru', key))

/*
 * Products from the desk (issue 42 "products with options and props") once, at desktop width in Russian (the worker
 * tests prove the rules and the races): a manager sees a seeded product's gallery as thumbnails, creates a product, adds an option and a prop on its editor page,
 * publishes it, and finds it on /shop/{slug} with the option's price and the prop. The product is deleted at the end.
 */
test('a manager sees a seeded gallery’s thumbnails, creates a product with an option and a prop, publishes it and sees it in the shop with the option’s price (issue 42, BE-04, BE-05)', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one width: the desk forms are the same at every width')
  const stamp = Date.now().toString(36)
  const slug = `desk-product-${stamp}`
  const title = `Книга стола ${stamp}`
  await signInStaff(page, DEMO_MANAGER)

  // A seeded product's gallery (demo pictures, outside the media library) shows its thumbnails, not uuids.
  const { product: seeded } = await seededPictures(page.request)
  await page.goto(`/admin/content/products/${seeded.uuid}`)
  await expectThumbnails(page.locator('#content-relations-images'), seeded.images)

  await page.goto('/admin/content/products/new')
  await (await hydrated(page.getByLabel(ru('admin.content.fields.slug')))).fill(slug)
  await page.locator('#content-values-price').fill('100000')
  await page.getByRole('group', { name: ru('admin.content.fields.title'), exact: true }).getByLabel(ru('admin.languages.ru')).fill(title)
  await page.getByRole('button', { name: ru('admin.content.create') }).click()
  await expect(page).toHaveURL(/\/admin\/content\/products\/[0-9a-f-]{36}$/)
  const editorUrl = page.url()

  const option = page.getByRole('form', { name: ru('admin.event_options.new') })
  await (await hydrated(option.getByLabel(ru('admin.event_options.option_title', { language: 'RU' })))).fill('Печатная')
  await option.getByLabel(ru('admin.event_options.price', { currency: 'RUB' })).fill('1500')
  await option.getByLabel(ru('admin.event_options.key')).fill('printed')
  await option.getByRole('button', { name: ru('admin.event_options.add') }).click()
  await expect(page.getByRole('form', { name: 'Печатная' })).toBeVisible()

  const prop = page.getByRole('form', { name: ru('admin.product_props.new') })
  await (await hydrated(prop.getByLabel(ru('admin.product_props.name', { language: 'RU' })))).fill('Страниц')
  await prop.getByLabel(ru('admin.product_props.value', { language: 'RU' })).fill('320')
  await prop.getByRole('button', { name: ru('admin.product_props.add') }).click()
  await expect(page.getByRole('form', { name: 'Страниц: 320' })).toBeVisible()

  const publication = page.getByRole('region', { name: ru('admin.content.publication') })
  await (await hydrated(publication.getByRole('button', { name: ru('admin.content.publish') }))).click()
  await page.getByRole('alertdialog').getByRole('button', { name: ru('admin.content.publish') }).click()
  await expect(publication.getByText(ru('admin.content.states.published'), { exact: true })).toBeVisible()

  try {
    await page.context().addCookies([{ name: 'currency', value: 'RUB', url: baseURL! }])
    await page.goto(`/shop/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText('Печатная').first()).toBeVisible()
    await expect(page.getByText(formatMoney('ru', 150000, 'RUB')).first()).toBeVisible()
    await expect(page.getByText('320').first()).toBeVisible()
  } finally {
    // Options and props go with the product; it has no orders.
    await page.goto(editorUrl)
    await (await hydrated(publication.getByRole('button', { name: ru('admin.content.delete') }))).click()
    await page.getByRole('alertdialog').getByRole('button', { name: ru('admin.content.delete') }).click()
    await expect(page.getByRole('heading', { level: 1, name: ru('admin.content.types.products') })).toBeVisible()
  }
})
