import { FakeUzum, FAKE_UZUM } from '../worker/uzum-fake'
import { placeOrder } from './support/api-orders'
import { expect } from './support/fixtures'
import { fakeUzumBank } from './support/provider-fakes/uzum-app'
import { asTester, expectPaidOrder, payFromPaymentPage, purchaseTestsByWidth } from './support/provider-payment'
import { providerSiteForFile } from './support/provider-site'

/**
 * UZUM for real (issue 29; OQ-26, PAY-04, PAY-08, PAY-13, BE-13): the Worker with Uzum configured, a tester's browser.
 * The pay button leads to the site's own page on how to pay in the Uzum app (service, payment code, amount); the test
 * plays the app, whose check and create reach the site's webhooks, the visitor goes back to the order, and while the
 * page re-checks the order (PAY-04) Uzum confirms: the page ends on the thank-you view.
 */

const started = providerSiteForFile(fakeUzumBank)

purchaseTestsByWidth(
  "bought through Uzum: the how-to-pay page, Uzum's check, create and confirm, the re-check ending on the thank-you view, the order paid (issue 29; OQ-26, PAY-04, PAY-13, BE-13)",
  'online_courses',
  async (page, request, kind) => {
    await asTester(page, started.site.origin)
    const order = await placeOrder(request, started.site.origin, kind, 'UZS')
    await payFromPaymentPage(page, started.site.origin, order, 'UZUM')
    await page.waitForURL(`${started.site.origin}/api/client/uzum-payment/**`, { waitUntil: 'domcontentloaded' })
    // What the customer types into the app, as the page shows it.
    const details = FakeUzum.readPage(await (await request.get(page.url())).text())
    await expect(page.locator('dd[data-service]')).toHaveText(FAKE_UZUM.serviceId)
    await expect(page.locator('dd[data-account]')).toHaveText(details.account)
    await expect(page.locator('dd[data-amount]')).toContainText((details.amount / 100).toFixed(2))
    const uzum = started.fake.app
    expect((await uzum.check(details)).body.status).toBe('OK')
    const transId = uzum.newTransId()
    expect((await uzum.create(details, transId)).body.status).toBe('CREATED')

    await page.locator('main a[href*="check_mode=1"]').click()
    await page.waitForURL(/check_mode=1/, { waitUntil: 'domcontentloaded' })
    await expect(page.locator('.payment-checking')).toBeVisible()
    expect((await uzum.confirm(details, transId)).body.status).toBe('CONFIRMED')
    await expectPaidOrder(page, request, started.site.origin, order)
  },
)
