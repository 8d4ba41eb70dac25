/**
 * A purchase through a provider seen from the payment page (PAY-10…13, PAY-04, PAY-05): the method chosen and the pay
 * button pressed, then, once the provider sent the visitor back, the thank-you view and the order paid in the API.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { PAYMENT_PAGE_TYPES, type PaymentPageType } from '../../../src/model/payment-page-types'
import type { PaymentMethod } from '../../../src/model/payments'
import { TEST_USER_COOKIE, TEST_USER_FLAG_VALUE } from '../../../src/model/test-user'
import { readOrder, type PlacedOrder } from './api-orders'
import { expect, test } from './fixtures'
import { message } from './languages'
import { payButton } from './purchase'

/** OQ-26: the browser carries the cookie `/_test` sets on `origin`, so the server offers it the test-only methods. */
export async function asTester(page: Page, origin: string) {
  await page.context().addCookies([{ name: TEST_USER_COOKIE, value: TEST_USER_FLAG_VALUE, url: origin }])
}

/** The order's payment page on `origin`, once its pay button can be pressed (PAY-11); answers the button. */
export async function openPaymentPage(page: Page, origin: string, order: PlacedOrder): Promise<Locator> {
  await page.goto(`${origin}${order.paymentPath}`)
  await page.waitForLoadState('load')
  return payButton(page, 'ru')
}

/** `method` chosen (PAY-10; with `preselected`, the page must have chosen it itself), the pay button pressed (PAY-12, PAY-13). */
export async function payWithMethod(page: Page, pay: Locator, method: PaymentMethod, { preselected = false } = {}) {
  const choice = page.getByRole('radio', { name: message('ru', `payment.method.${method}.title`), exact: true })
  if (!preselected) await choice.check()
  await expect(choice).toBeChecked()
  await expect(page.locator('.payment-total__amount[data-state="shown"]')).not.toBeEmpty()
  await pay.click()
}

/** The order's payment page, paid with `method` from there (see payWithMethod). */
export async function payFromPaymentPage(page: Page, origin: string, order: PlacedOrder, method: PaymentMethod, options: { preselected?: boolean } = {}) {
  await payWithMethod(page, await openPaymentPage(page, origin, order), method, options)
}

/** PAY-04, PAY-05: back on the order's own payment page with check_mode=1, the thank-you view, and the order paid. */
export async function expectPaidOrder(page: Page, request: APIRequestContext, origin: string, order: PlacedOrder) {
  await page.waitForURL(/check_mode=1/, { waitUntil: 'domcontentloaded' })
  expect(new URL(page.url()).pathname).toBe(order.paymentPath)
  await expect(page.getByRole('heading', { level: 1, name: message('ru', 'payment.thanks.title') })).toBeVisible()
  expect((await readOrder(request, origin, order)).is_paid, `${order.kind} order ${order.access_code} is paid`).toBe(true)
}

/**
 * The purchase tests of a provider (issue 24: cost): `buy` runs for every kind of order one after another at desktop
 * width, for `phoneKind` alone at phone width (the others are tagged @desktop), in one test each.
 */
export function purchaseTestsByWidth(title: string, phoneKind: PaymentPageType, buy: (page: Page, request: APIRequestContext, kind: PaymentPageType) => Promise<void>) {
  const groups = [
    { kinds: [phoneKind], tag: '' },
    { kinds: PAYMENT_PAGE_TYPES.filter((kind) => kind !== phoneKind), tag: ' @desktop' },
  ]
  for (const { kinds, tag } of groups) {
    test(`${kinds.join(', ')} ${title}${tag}`, async ({ page, request }) => {
      test.setTimeout(60_000 * kinds.length)
      for (const kind of kinds) await buy(page, request, kind)
    })
  }
}
