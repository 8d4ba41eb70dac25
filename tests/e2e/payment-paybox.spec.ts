import { placeOrder } from './support/api-orders'
import { expect } from './support/fixtures'
import { startFakePaybox } from './support/provider-fakes/paybox-server'
import { expectPaidOrder, payFromPaymentPage, purchaseTestsByWidth } from './support/provider-payment'
import { providerSiteForFile } from './support/provider-site'

/**
 * PAYBOX for real (issue 29; PAY-10, PAY-12, PAY-13, BE-13): the Worker with PayBox configured (in testing mode) against
 * a fake PayBox on loopback (support/provider-fakes/paybox-server.ts): the pay button sends the visitor to PayBox's
 * page, PayBox posts its signed result call, and the browser comes back to the thank-you view.
 */

const started = providerSiteForFile(startFakePaybox)

purchaseTestsByWidth(
  'bought through PayBox: its page, its result call, back to the thank-you view, the order paid (issue 29; PAY-10, PAY-13, BE-13)',
  'events',
  async (page, request, kind) => {
    const order = await placeOrder(request, started.site.origin, kind, 'USD')
    // PAY-10: dollars select PayBox, the first method that charges them.
    await payFromPaymentPage(page, started.site.origin, order, 'PAYBOX', { preselected: true })
    await page.waitForURL(`${started.fake.url}/pay.html?**`, { waitUntil: 'domcontentloaded' })
    await expect(page.getByRole('heading', { level: 1 })).toContainText('USD')
    await page.locator('button.pay').click()
    await expectPaidOrder(page, request, started.site.origin, order)
  },
)
