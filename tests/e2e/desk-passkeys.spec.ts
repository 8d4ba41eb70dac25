import { DEMO_MODERATOR } from '../../worker/db/seed/demo-admin'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { message } from './support/languages'
import { signInStaff } from './support/staff-sign-in'

/*
 * Passkeys at the desk (issue 41) in Russian, desktop: a staff member signed in with TOTP registers a passkey of
 * Chromium's virtual authenticator (CDP WebAuthn), signs out, signs in with the password and the passkey, and removes
 * it. WebAuthn wants a host name, not an IP address, as its relying party: this spec runs on localhost.
 */

const ru = (key: string) => message('ru', key)

/** The e2e server on localhost (the tests' pages are on 127.0.0.1, which WebAuthn refuses as a relying party). */
const LOCALHOST = `http://localhost:${Number(process.env.E2E_PORT ?? 8799)}`

test('a staff member registers a passkey, signs in with it and removes it (issue 41)', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'the ceremony is the same at every width')
  test.setTimeout(90_000)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  })
  const name = `Ноутбук ${Date.now().toString(36)}`

  await signInStaff(page, DEMO_MODERATOR, LOCALHOST)
  await page.getByRole('link', { name: `${DEMO_MODERATOR.name.join(' ')}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: ru('admin.passkeys.title') })).toBeVisible()
  const desk = page.locator('.admin-page')
  await hydrated(desk.getByRole('button', { name: ru('admin.passkeys.add') }))
  await desk.getByLabel(ru('admin.passkeys.name')).fill(name)
  await desk.getByRole('button', { name: ru('admin.passkeys.add') }).click()
  const card = desk.getByRole('article', { name })
  await expect(card).toContainText(ru('admin.passkeys.never_used'))
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1)

  // Signed out, the password, then the passkey instead of the code.
  await page.getByRole('button', { name: ru('admin.nav.sign_out') }).click()
  await hydrated(desk.getByRole('button', { name: ru('admin.sign_in.submit') }))
  await desk.getByLabel(ru('admin.sign_in.email')).fill(DEMO_MODERATOR.email)
  await desk.getByLabel(ru('admin.sign_in.password')).fill(DEMO_MODERATOR.password)
  await desk.getByRole('button', { name: ru('admin.sign_in.submit') }).click()
  await desk.getByRole('button', { name: ru('admin.sign_in.use_passkey') }).click()
  await expect(page.getByRole('heading', { level: 1, name: ru('admin.home.title') })).toBeVisible()

  await page.goto(`${LOCALHOST}/admin/security`)
  await expect(card).toContainText(ru('admin.passkeys.last_used'))
  await hydrated(card.getByRole('button', { name: message('ru', 'admin.passkeys.remove_label').replace('{name}', name) }))
  await card.getByRole('button', { name: message('ru', 'admin.passkeys.remove_label').replace('{name}', name) }).click()
  await expect(card).toHaveCount(0)
  await expect(desk.getByText(ru('admin.passkeys.none'))).toBeVisible()
})
