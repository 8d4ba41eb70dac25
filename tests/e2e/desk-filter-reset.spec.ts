import type { Locator, Page } from '@playwright/test'
import { DEMO_MANAGER } from '../../worker/db/seed/demo-admin'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { message } from './support/languages'
import { openDeskAs } from './support/staff-sign-in'

/*
 * A desk list's "clear" (issue 41, QA defect 2) in Russian at both widths: the list and the filter form both go back to
 * "all", so pressing "show" again does not bring the old filters back; back and forward show each address's filters.
 */

const t = (key: string) => message('ru', key)

/** Sets the filters, shows them, clears them: the controls are empty; back and forward rebuild them for each address. */
async function clearsItsControls(page: Page, form: Locator, search: Locator, choice: Locator, chosen: string) {
  await hydrated(form.getByRole('button', { name: t('admin.filters.apply') }))
  await search.fill('Бакыт')
  await choice.selectOption(chosen)
  await form.evaluate((element) => element.setAttribute('data-before-show', ''))
  await form.getByRole('button', { name: t('admin.filters.apply') }).click()
  await expect(page).toHaveURL(/[?&]q=/)
  // The filtered list has arrived: the form was built again for it (a new page without JavaScript).
  await expect(page.locator('form[data-before-show]')).toHaveCount(0)
  await expect(search).toHaveValue('Бакыт')

  await hydrated(form.getByRole('button', { name: t('admin.filters.apply') }))
  await form.evaluate((element) => element.setAttribute('data-before-clear', ''))
  await form.getByRole('link', { name: t('admin.filters.clear') }).click()
  await expect(page).not.toHaveURL(/\?/)
  await expect(search).toHaveValue('')
  await expect(choice).toHaveValue('')
  // The cleared address's list has arrived (the form built again for it) before going back.
  await expect(page.locator('form[data-before-clear]')).toHaveCount(0)
  await page.goBack()
  await expect(page).toHaveURL(/[?&]q=/)
  await expect(search).toHaveValue('Бакыт')
  await expect(choice).toHaveValue(chosen)
  await page.goForward()
  await expect(page).not.toHaveURL(/\?/)
  await expect(search).toHaveValue('')
  await expect(choice).toHaveValue('')
  // "Show" again shows everything: nothing old was left in the form.
  await form.getByRole('button', { name: t('admin.filters.apply') }).click()
  await expect(page).not.toHaveURL(/[?&](q|status|paid)=[^&]/)
  await expect(search).toHaveValue('')
}

test('"clear" empties the orders filters and the leads filters, and back and forward show each address\'s filters (issue 41)', async ({ page }) => {
  test.setTimeout(60_000)
  await openDeskAs(page, DEMO_MANAGER)

  await page.goto('/admin/orders')
  const orders = page.getByRole('form', { name: t('admin.orders.filters') })
  await clearsItsControls(page, orders, orders.getByLabel(t('admin.orders.search')), orders.getByLabel(t('admin.orders.paid_state')), 'yes')

  await page.goto('/admin/leads')
  const leads = page.getByRole('search', { name: t('admin.leads.filters') })
  await clearsItsControls(page, leads, leads.getByLabel(t('admin.leads.search')), leads.getByLabel(t('admin.leads.status')), 'in_work')
})
