import { placeOrder } from './support/api-orders'
import { expect } from './support/fixtures'
import { startFakePayme } from './support/provider-fakes/payme-server'
import { expectPaidOrder, payFromPaymentPage, purchaseTestsByWidth } from './support/provider-payment'
import { providerSiteForFile } from './support/provider-site'

/**
 * PAYMEUZ for real (issue 29; PAY-08, PAY-13, BE-13): the Worker with Payme's test cashbox configured against a fake
 * Payme checkout on loopback (support/provider-fakes/payme-server.ts): the pay button sends the visitor to the checkout,
 * whose pay button makes Payme's JSON-RPC calls to the site's Merchant API, and the browser comes back to the
 * thank-you view.
 */

const started = providerSiteForFile((siteOrigin) => startFakePayme(`${siteOrigin}/api/client/payment-notifications/payme/merchant-api`))

purchaseTestsByWidth(
  'bought through Payme: its checkout, its JSON-RPC calls, back to the thank-you view, the order paid (issue 29; PAY-08, PAY-13, BE-13)',
  'products',
  async (page, request, kind) => {
    const order = await placeOrder(request, started.site.origin, kind, 'UZS')
    await payFromPaymentPage(page, started.site.origin, order, 'PAYMEUZ')
    await page.waitForURL(`${started.fake.url}/**`, { waitUntil: 'domcontentloaded' })
    await expect(page.getByRole('heading', { level: 1 })).toContainText('UZS')
    await page.locator('button.pay').click()
    await expectPaidOrder(page, request, started.site.origin, order)
  },
)
