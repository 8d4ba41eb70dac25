import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'
import { hydrated } from './interactive'
import { message, type LanguageCode } from './languages'

/** The buyer every purchase test types into a buy form. */
export const BUYER = { client_name: 'Айгуль Тестова', client_phone: '+996555123456', client_email: 'aigul@example.kg' }

/** The order POST to `path` sent as an address of its own, so that reruns never meet the per-sender limit (BE-27). */
export async function orderFromOwnAddress(page: Page, path: string) {
  const sender = `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Date.now().toString(16).slice(-4)}`
  await page.route(
    (url) => url.pathname === path,
    (route) =>
      route.request().method() === 'POST'
        ? route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': sender } })
        : route.fallback(),
  )
}

/** ORDER-01: the buyer's contacts and the agreement typed into a buy form, then sent. */
export async function submitBuyForm(form: Locator, code: LanguageCode) {
  const submit = await hydrated(form.getByRole('button', { name: message(code, 'buy_form.submit') }))
  await form.getByLabel(message(code, 'forms.name')).fill(BUYER.client_name)
  const phone = form.getByLabel(message(code, 'forms.phone'))
  await phone.click()
  await phone.pressSequentially(BUYER.client_phone)
  await form.getByLabel(message(code, 'buy_form.email')).fill(BUYER.client_email)
  await form.getByRole('checkbox', { name: message(code, 'forms.agreement') }).check()
  await submit.click()
}

/** PAY-11: the pay button once the page is hydrated and the total calculated. */
export async function payButton(page: Page, code: LanguageCode) {
  const pay = await hydrated(page.getByRole('button', { name: message(code, 'payment.pay.button'), exact: true }))
  await expect(pay).toBeEnabled()
  await expect(page.locator('.payment-total__amount[data-state="shown"]')).not.toBeEmpty()
  return pay
}

/** PAY-12, PAY-13, OQ-28: the pay button to the sandbox checkout, paid or declined there, back on the payment page. */
export async function payInSandbox(page: Page, code: LanguageCode, outcome: 'pay' | 'decline') {
  await (await payButton(page, code)).click()
  await page.waitForURL(/\/api\/client\/sandbox-checkout\//, { waitUntil: 'domcontentloaded' })
  await page.locator(`button.${outcome}`).click()
  await page.waitForURL(outcome === 'pay' ? /check_mode=1/ : /fail=1/, { waitUntil: 'domcontentloaded' })
}
