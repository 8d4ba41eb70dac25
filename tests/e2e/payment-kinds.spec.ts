import type { APIRequestContext, Page } from '@playwright/test'
import type { ListResponse } from '../../src/model/api'
import { coursesListCall } from '../../src/model/course-search'
import type { OnlineCourseListItem } from '../../src/model/entities/events'
import type { ProductListItem } from '../../src/model/entities/shop'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { LANGUAGES, message, type LanguageCode } from './support/languages'
import { BUYER, orderFromOwnAddress, payButton, payInSandbox, submitBuyForm } from './support/purchase'

/**
 * One payment page for products and online courses as for events (issue 27 §4; PAY-01…16, ORDER-06, ORDER-07,
 * ORDER-10, OQ-44): bought from their own pages through the buy form, paid or declined on the sandbox checkout.
 * The declined payment runs at desktop width (@desktop): its notice and retry are the same for every kind, and
 * payment.spec.ts declines an event's payment at both widths.
 */

const prefixOf = (code: LanguageCode) => LANGUAGES.find((language) => language.code === code)!.prefix

async function rows<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(`/api/client/${path}`)
  expect(response.ok(), path).toBe(true)
  return ((await response.json()) as ListResponse<T>).rows
}

/** A product of the home page's block (its own list call) with several options, the second one delivered (not an e-book). */
async function homeProduct(request: APIRequestContext, code: LanguageCode): Promise<ProductListItem> {
  const product = (await rows<ProductListItem>(request, `products?limit=16&language=${code}`)).find(
    (row) => row.options.length > 1 && row.options[1]!.key !== 'digital',
  )
  if (!product) throw new Error('the home page shows no product with several options')
  return product
}

/** A course of the first page of /online_school/courses (the page's own list call) with several options. */
async function listedCourse(request: APIRequestContext, code: LanguageCode): Promise<OnlineCourseListItem> {
  const query = new URLSearchParams({ language: code })
  for (const [key, value] of Object.entries(coursesListCall({}, 0))) query.set(key, String(value))
  const course = (await rows<OnlineCourseListItem>(request, `online_courses?${query}`)).find((row) => row.options.length > 1)
  if (!course) throw new Error('the course list shows no course with several options')
  return course
}

/** PAY-07: the one position — its title linking back to its page, its image, its option. */
async function expectPosition(page: Page, code: LanguageCode, item: { title: string; path: string; option: string }) {
  const position = page.locator('.payment-position')
  await expect(position).toHaveCount(1)
  await expect(position.getByRole('link', { name: item.title })).toHaveAttribute('href', `${prefixOf(code)}${item.path}`)
  await expect(position.locator('.payment-position__image img')).toBeVisible()
  await expect(position.locator('.payment-position__subtitle')).toContainText(item.option)
}

/** Home → product card → the product page with its second option → the buy form → the product's payment page. */
async function orderProductFromHome(page: Page, request: APIRequestContext, code: LanguageCode) {
  const product = await homeProduct(request, code)
  await page.goto(prefixOf(code) || '/')
  await page.locator('[data-home-section="products"] .product-card__link', { hasText: product.title }).first().click()
  await expect(page).toHaveURL(new RegExp(`${prefixOf(code)}/shop/${product.slug}$`))
  await page.waitForLoadState('load')
  await (await hydrated(page.locator('.option-picker__label').nth(1))).click()
  await expect(page.getByRole('radio', { name: product.options[1]!.title })).toBeChecked()
  await orderFromOwnAddress(page, '/api/client/products-orders')
  await submitBuyForm(page.locator('#product-buy form'), code)
  await page.waitForURL(new RegExp(`${prefixOf(code)}/payment/products/[A-Za-z0-9_-]{16,64}$`))
  return { title: product.title, path: `/shop/${product.slug}`, option: product.options[1]!.title }
}

/** /online_school/courses → a course card → its order form with the second option → the course's payment page. */
async function orderCourseFromList(page: Page, request: APIRequestContext, code: LanguageCode) {
  const course = await listedCourse(request, code)
  await page.goto(`${prefixOf(code)}/online_school/courses`)
  await page.locator('.events-grid .event-card__title', { hasText: course.title }).first().getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`${prefixOf(code)}/online_school/courses/${course.slug}$`))
  await page.waitForLoadState('load')
  const form = page.locator('#course-order form')
  await (await hydrated(form.locator('.option-picker__label').nth(1))).click()
  await expect(form.getByRole('radio').nth(1)).toBeChecked()
  await orderFromOwnAddress(page, '/api/client/online-course-orders')
  await submitBuyForm(form, code)
  await page.waitForURL(new RegExp(`${prefixOf(code)}/payment/online_courses/[A-Za-z0-9_-]{16,64}$`))
  return { title: course.title, path: `/online_school/courses/${course.slug}`, option: course.options[1]!.title }
}

const thanks = (page: Page, code: LanguageCode) => page.getByRole('heading', { level: 1, name: message(code, 'payment.thanks.title') })

/** The pay view of the order, paid on the sandbox, then the thank-you view with the same position and a reload of it. */
async function payAndThank(page: Page, code: LanguageCode, item: { title: string; path: string; option: string }) {
  await expect(page.locator('.payment-contacts')).toContainText(BUYER.client_email)
  await expectPosition(page, code, item)
  await payInSandbox(page, code, 'pay')
  await expect(thanks(page, code)).toBeVisible()
  await expectPosition(page, code, item)
  await page.reload()
  await expect(thanks(page, code)).toBeVisible()
}

/**
 * Both kinds in Russian; in English and Kyrgyz (@languages: their prefixed addresses and texts) one kind each, the
 * product in English and the course in Kyrgyz: the two kinds take the same steps in every language.
 */
const productPurchases = [
  { code: 'ru', tag: '' },
  { code: 'en', tag: ' @languages' },
] as const
const coursePurchases = [
  { code: 'ru', tag: '' },
  { code: 'ky', tag: ' @languages' },
] as const

for (const { code, tag } of productPurchases) {
  test(`${code}: a product from its home card — option, buy form, its payment page, sandbox pay, thank-you (PAY-01, PAY-05, PAY-07, ORDER-06, OQ-44, issue 27)${tag}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const item = await orderProductFromHome(page, request, code)
    // OQ-44: the buyer learns that a manager arranges the delivery.
    await expect(page.locator('.payment-positions__note')).toHaveText(message(code, 'payment.positions.delivery'))
    await payAndThank(page, code, item)
  })
}

for (const { code, tag } of coursePurchases) {
  test(`${code}: a course from the course list — option, order form, its payment page, sandbox pay, thank-you (PAY-01, PAY-05, PAY-07, ORDER-10, issue 27)${tag}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const item = await orderCourseFromList(page, request, code)
    await expect(page.locator('.payment-positions__note')).toHaveCount(0)
    await payAndThank(page, code, item)
  })
}

test('ru: a declined course payment comes back with fail=1, the notice and the same order, and a retry pays (PAY-11, PAY-12, OQ-28, issue 27)', { tag: '@desktop' }, async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const item = await orderCourseFromList(page, request, 'ru')
  const paymentPath = new URL(page.url()).pathname
  await payInSandbox(page, 'ru', 'decline')
  expect(new URL(page.url()).pathname).toBe(paymentPath)
  await expect(page.getByRole('alert').filter({ hasText: message('ru', 'payment.failed_notice.title') })).toBeVisible()
  await expectPosition(page, 'ru', item)

  // PAY-10, PAY-11: another method re-calculates the total in its currency; that one pays.
  await payButton(page, 'ru')
  await page.getByRole('radio', { name: message('ru', 'payment.method.PAYMEUZ.title'), exact: true }).check()
  await expect(page.getByRole('radio', { name: 'UZS' })).toBeChecked()
  await expect(page.locator('.payment-total__amount[data-state="shown"]')).toContainText('сўм')
  await payInSandbox(page, 'ru', 'pay')
  expect(page.url()).not.toContain('fail=1')
  await expect(thanks(page, 'ru')).toBeVisible()
  await expect(page.locator('.payment-thanks .payment-total__amount')).toContainText('сўм')
})

test('an electronic book is not delivered: its payment page says nothing of a manager arranging delivery (PAY-07, OQ-45, issue 40.6)', { tag: '@desktop' }, async ({
  page,
  request,
}) => {
  const products = await rows<ProductListItem>(request, 'products?limit=100&language=ru')
  const book = products.find((product) => product.options.some((option) => option.key === 'digital'))
  if (!book) throw new Error('the seed has no book with an electronic edition')
  const option = book.options.find((option) => option.key === 'digital')!
  const sender = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const created = await request.post('/api/client/products-orders?language=ru&currency=RUB', {
    headers: { 'CF-Connecting-IP': sender },
    data: { product_id: book.uuid, product_option_id: option.uuid, quantity: 1, ...BUYER, agreement: true },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { access_code } = (await created.json()) as { access_code: string }
  await page.goto(`/payment/products/${access_code}`)
  await expect(page.locator('.payment-position__subtitle')).toContainText(option.title)
  await expect(page.locator('.payment-positions__note')).toHaveCount(0)
})
