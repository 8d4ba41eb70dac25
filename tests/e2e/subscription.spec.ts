import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { message } from './support/languages'
import { backgroundContrast } from './support/rendering'

/*
 * The events list's subscription banner (EVENTS-09, OQ-07, BE-28; issue 25): a bad address shows its error under the
 * field, a failed request the error toast with the address kept, a good one the toast asking to confirm by mail.
 */

const SUBSCRIPTIONS = '/api/client/subscriptions'
const subscriptionTest = test.extend({ failsOnPurpose: [SUBSCRIPTIONS] })

subscriptionTest('the banner validates, keeps the address on a failure and asks to confirm by mail on success; its button stands out from the panel (EVENTS-09, OQ-07, issue 40.13)', async ({ page }) => {
  await page.goto('/events')
  const banner = page.locator('.subscription-banner')
  await expect(banner.getByRole('heading', { name: message('ru', 'subscription.title') })).toBeVisible()
  const email = banner.getByLabel(message('ru', 'subscription.email'))
  const submit = await hydrated(banner.getByRole('button', { name: message('ru', 'subscription.submit') }))
  // Issue 40.13, WCAG 1.4.11: the button stands out from the blue panel (it was the panel's own blue).
  expect(await backgroundContrast(submit, banner)).toBeGreaterThanOrEqual(3)

  await email.fill('reader@')
  await submit.click()
  await expect(banner.locator('.field__error')).toHaveText(message('ru', 'forms.errors.email_invalid'))

  const address = `reader-${Date.now()}@example.com`
  const sender = `2001:db8:25::${Math.floor(Math.random() * 0xffff).toString(16)}`
  await page.route(`**${SUBSCRIPTIONS}*`, (route) => route.fulfill({ status: 500, json: { code: 'internal', message: 'Internal error' } }))
  await email.fill(address)
  await submit.click()
  await expect(page.locator('.toast--error')).toContainText(message('ru', 'errors.internal_short'))
  await expect(email).toHaveValue(address)
  await page.unroute(`**${SUBSCRIPTIONS}*`)

  const posted: unknown[] = []
  await page.route(`**${SUBSCRIPTIONS}*`, (route) => {
    posted.push(route.request().postDataJSON())
    return route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': sender } })
  })
  await submit.click()
  await expect(page.locator('.toast--success')).toContainText(message('ru', 'subscription.requested'))
  await expect(email).toHaveValue('')
  expect(posted).toEqual([{ email: address }])
})
