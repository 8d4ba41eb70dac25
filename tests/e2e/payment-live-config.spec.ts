import type { PaymentMethodsAnswer } from '../../src/model/entities/orders'
import { TEST_USER_COOKIE, TEST_USER_FLAG_VALUE } from '../../src/model/test-user'
import { CLICK_BINDINGS } from '../worker/click-fake'
import { FAKE_PAYME } from '../worker/payme-fake'
import { placeOrder } from './support/api-orders'
import { expect, test } from './support/fixtures'
import { E2E_PAYBOX, startFakePaybox } from './support/provider-fakes/paybox-server'
import { UZUM_VARS } from './support/provider-fakes/uzum-app'
import { asTester, openPaymentPage, payWithMethod } from './support/provider-payment'
import { providerSiteForFile } from './support/provider-site'

/**
 * A live-like configuration (issue 29; OQ-26, BE-31, PAY-08): live credentials of YooKassa, PayBox (no testing mode)
 * and Payme (no test mode), test credentials of the test-only Click and Uzum, and the local runs' PAYMENT_PROVIDERS =
 * "sandbox" left on. No real provider is reached: YooKassa's and Payme's addresses are a closed loopback port, PayBox
 * is the fake. Even a tester's browser is offered the live methods only, and paying leaves for PayBox, not the sandbox.
 */

/** Nothing listens on loopback's discard port: a call there fails at once and never leaves the machine. */
const NOWHERE = 'http://127.0.0.1:9'

const started = providerSiteForFile(startFakePaybox, (fake) => ({
  YOOKASSA_SHOP_ID: '552078',
  YOOKASSA_SECRET_KEY: 'live_e2e_secret',
  YOOKASSA_API_URL: `${NOWHERE}/v3`,
  PAYBOX_MERCHANT_ID: E2E_PAYBOX.merchantId,
  PAYBOX_SECRET_KEY: E2E_PAYBOX.secretKey,
  PAYBOX_API_URL: fake.url,
  PAYME_MERCHANT_ID: FAKE_PAYME.merchantId,
  PAYME_KEY: FAKE_PAYME.testKey,
  PAYME_CHECKOUT_URL: NOWHERE,
  ...CLICK_BINDINGS,
  ...UZUM_VARS,
}))

const LIVE_METHODS = ['YOOKASSA', 'PAYBOX', 'PAYMEUZ']

test('live-like configuration: a tester is offered YooKassa, PayBox and Payme only, no sandbox, LEADPAY, UZUM or CLICK (issue 29; OQ-26, BE-31, PAY-08, BE-13) @desktop', async ({
  page,
  request,
}) => {
  const answer = await request.get(`${started.site.origin}/api/client/payment-methods?language=ru`, { headers: { Cookie: `${TEST_USER_COOKIE}=${TEST_USER_FLAG_VALUE}` } })
  expect(((await answer.json()) as PaymentMethodsAnswer).results.map((entry) => [entry.method, entry.test_only])).toEqual(
    LIVE_METHODS.map((method) => [method, false]),
  )

  await asTester(page, started.site.origin)
  const order = await placeOrder(request, started.site.origin, 'events', 'USD')
  const pay = await openPaymentPage(page, started.site.origin, order)
  const offered = page.locator('.payment-picker__methods .payment-method')
  await expect(offered).toHaveCount(LIVE_METHODS.length)
  expect(await offered.evaluateAll((labels) => labels.map((label) => label.getAttribute('data-method')))).toEqual(LIVE_METHODS)
  // A live method really charges: PayBox's page, not the sandbox's checkout.
  await payWithMethod(page, pay, 'PAYBOX', { preselected: true })
  await page.waitForURL(`${started.fake.url}/pay.html?**`, { waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('heading', { level: 1 })).toContainText('USD')
})
