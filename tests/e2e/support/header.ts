import { expect, type Page } from '@playwright/test'
import { hydrated } from './interactive'
import { message, type LanguageCode } from './languages'

/**
 * Makes the header's language and currency switches visible the way a visitor would: they may already be in the
 * header bar, folded into the "language and currency" dropdown, or (narrow screens) inside the burger menu.
 */
export async function revealSwitches(page: Page, language: LanguageCode): Promise<void> {
  const currencyGroup = page.getByRole('group', { name: message(language, 'switches.currency.label') })
  if (await currencyGroup.filter({ visible: true }).count()) return
  const settings = page.getByRole('button', { name: message(language, 'layout.settings.label') }).filter({ visible: true })
  if (await settings.count()) {
    await (await hydrated(settings.first())).click()
  } else {
    await openBurger(page, language)
  }
  await expect(currencyGroup.filter({ visible: true })).toHaveCount(1)
}

export function burgerButton(page: Page, language: LanguageCode) {
  return page.getByRole('button', { name: message(language, 'layout.burger.open'), exact: true })
}

export function burgerPanel(page: Page, language: LanguageCode) {
  return page.getByRole('dialog', { name: message(language, 'layout.burger.title') })
}

export async function openBurger(page: Page, language: LanguageCode): Promise<void> {
  await (await hydrated(burgerButton(page, language))).click()
  await expect(burgerPanel(page, language)).toBeVisible()
}

/** The header's "sign in" (wide screens) or the burger panel's (narrow ones); answers once the login dialog shows. */
export async function openSignIn(page: Page, language: LanguageCode = 'ru'): Promise<void> {
  const inHeader = page.locator('.site-header__account').filter({ visible: true })
  if ((await inHeader.count()) === 0) {
    await openBurger(page, language)
    await (await hydrated(burgerPanel(page, language).getByRole('button', { name: message(language, 'layout.header.sign_in') }))).click()
  } else {
    await (await hydrated(inHeader)).click()
  }
  await expect(page.getByRole('dialog', { name: message(language, 'auth.login.title') })).toBeVisible()
}

/** The user's name in the header (wide screens) or the burger panel (narrow ones), a link to the profile. */
export async function accountLink(page: Page, name: string, language: LanguageCode = 'ru') {
  const label = message(language, 'layout.header.account').replace('{name}', name)
  const inHeader = page.locator('.site-header__account').filter({ visible: true })
  if ((await inHeader.count()) > 0) return page.getByRole('link', { name: label })
  await openBurger(page, language)
  return burgerPanel(page, language).getByRole('link', { name: label })
}
