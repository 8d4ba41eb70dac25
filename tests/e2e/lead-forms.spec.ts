import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { FormEntity } from '../../src/model/entities/publications'
import { expect, test } from './support/fixtures'
import { layoutOf, servedLayout } from './support/first-paint'
import { burgerPanel, openBurger } from './support/header'
import { hydrated } from './support/interactive'
import { holdCatalogue, message } from './support/languages'
import { queryTestDatabase } from './support/test-database.mjs'

/*
 * The form modal and the fixed lead forms (issue 25 §1–2: FORM-01…07, LAYOUT-03, LAYOUT-06, HOME-10, TRAINER-04,
 * LEAD-06, OQ-09, OQ-10), in Russian at both widths: each opener's form is sent for real and its lead read back from
 * the test D1 with its managers' mail; where a send must fail, the test answers the POST itself. The form machine's own
 * rules (refused fields, a failed send, the hidden trainer field) run at desktop width only (@desktop): at phone width
 * the same form opens from each opener and shows its failure and thanks (LEAD-03, LEAD-05).
 */

const code = 'ru'
const ORDERS = /\/api\/client\/forms\/[\w-]+\/orders(\?|$)/
/** The failure cases answer the lead POST with an error on purpose: the browser's line for it is expected. */
const leadTest = test.extend({ failsOnPurpose: ['/api/client/forms/get_program/orders', '/api/client/forms/trainer_consultation/orders'] })

async function formEntity(request: APIRequestContext, slug: string): Promise<FormEntity> {
  const response = await request.get(`/api/client/forms/${slug}?language=${code}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as FormEntity
}

async function formTitle(request: APIRequestContext, slug: string): Promise<string> {
  return (await formEntity(request, slug)).title
}

async function firstTrainerSlug(request: APIRequestContext): Promise<string> {
  const response = await request.get(`/api/client/trainers?language=${code}&limit=1`)
  return ((await response.json()) as { rows: Array<{ slug: string }> }).rows[0]!.slug
}

/** A message key where its text should be. */
const KEY = /\b(lead_form|forms|modal|layout)\.[a-z_]+/
const chooseProgram = message(code, 'layout.header.choose_program')

interface Opener {
  name: string
  slug: string
  path: (request: APIRequestContext) => Promise<string>
  button: (page: Page) => Promise<Locator>
}

const OPENERS: Opener[] = [
  {
    name: 'the header (burger on a phone) "choose a program"',
    slug: 'get_program',
    path: async () => '/events',
    button: async (page) => {
      if (test.info().project.use.hasTouch) {
        await openBurger(page, code)
        return burgerPanel(page, code).getByRole('button', { name: chooseProgram })
      }
      return page.locator('header').getByRole('button', { name: chooseProgram })
    },
  },
  { name: 'the home hero', slug: 'get_program', path: async () => '/', button: async (page) => page.locator('section.hero').getByRole('button', { name: chooseProgram }) },
  { name: 'the home quiz', slug: '5q_test', path: async () => '/', button: async (page) => page.locator('.home-quiz').getByRole('button', { name: message(code, 'home.quiz.cta') }) },
  {
    name: "the trainer's consultation",
    slug: 'trainer_consultation',
    path: async (request) => `/trainers/${await firstTrainerSlug(request)}`,
    button: async (page) => page.getByRole('button', { name: message(code, 'trainer.consultation.button') }),
  },
]

for (const opener of OPENERS) {
  test(`${opener.name} opens the ${opener.slug} form with its own title and texts on the first click, before the whole catalogue has loaded (FORM-07, LAYOUT-03, HOME-10, TRAINER-04)`, async ({
    page,
    request,
  }, testInfo) => {
    // Its own sender address, so the per-sender lead limit (BE-27) never trips over repeated runs.
    await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `198.51.100.${(Date.now() + testInfo.parallelIndex * 7) % 250}` })
    const title = await formTitle(request, opener.slug)
    await page.goto(await opener.path(request))
    const release = await holdCatalogue(page)
    const button = await hydrated(await opener.button(page))
    if (test.info().project.use.hasTouch) await button.tap()
    else await button.click()
    // While the catalogue is held back, the modal (its code and the form's definition have had time to load) shows
    // no message keys: it waits for the catalogue. (The auth modal has a closed dialog of its own on every page.)
    await page.waitForTimeout(1500)
    expect((await page.locator('dialog.modal').allInnerTexts()).join('\n')).not.toMatch(KEY)
    release()
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: message(code, 'modal.close') })).toBeVisible()
    await expect(dialog.getByRole('checkbox', { name: message(code, 'forms.agreement') })).toBeVisible()
    await expect(dialog).not.toContainText(KEY)

    // FORM-06, BE-20, BE-15: sent for real, the thanks show, the lead is in D1 with one managers' mail in the outbox.
    const uuid = await sendLead(page, dialog, opener.slug)
    await expect(dialog.getByText((await formEntity(request, opener.slug)).thanks_title)).toBeVisible()
    // issue 45: the thanks offer the managers' Telegram and WhatsApp; the program form sent the chosen channel
    await expect(dialog.getByRole('link', { name: message(code, 'layout.messengers.write').replace('{messenger}', 'Telegram') })).toBeVisible()
    const [lead] = await queryTestDatabase(
      `SELECT form_slug, json_extract(field_values, '$.messenger') AS messenger,
         (SELECT COUNT(*) FROM outbox WHERE kind = 'lead' AND cause = leads.uuid AND channel = 'managers') AS mails
       FROM leads WHERE uuid = '${uuid.replace(/[^0-9a-f-]/g, '')}'`,
    )
    expect(lead).toEqual({ form_slug: opener.slug, messenger: opener.slug === 'get_program' ? 'telegram' : null, mails: 1 })
  })
}

/** Fills every visible field of a lead form (phone typed, other text answered), agrees, sends; the new lead's uuid. */
async function sendLead(page: Page, dialog: Locator, slug: string, agreement = 'forms.agreement'): Promise<string> {
  const form = dialog.locator('form')
  await form.getByRole('textbox', { name: /телефон/i }).pressSequentially('+996555123456')
  for (const field of await form.getByRole('textbox').all()) if (!(await field.inputValue())) await field.fill('Тестовая заявка')
  // issue 45: where the form asks how to answer, a phone call is chosen; the visitor picks Telegram
  const telegram = form.getByRole('radio', { name: message(code, 'lead_form.answer_channel.telegram') })
  if ((await telegram.count()) > 0) {
    await expect(form.getByRole('radio', { name: message(code, 'lead_form.answer_channel.phone') })).toBeChecked()
    await telegram.check()
  }
  await form.getByRole('checkbox', { name: message(code, agreement) }).check()
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes(`/api/client/forms/${slug}/orders`))
  await form.locator('button[type="submit"]').click()
  const answer = await answered
  expect(answer.status()).toBe(201)
  return ((await answer.json()) as { uuid: string }).uuid
}

test('LEAD-06, LAYOUT-06: the footer consultation form shows where the route asks for it, not elsewhere (ROUTE-12)', async ({ page, request }) => {
  const title = await formTitle(request, 'footer')
  await page.goto('/')
  const footer = page.locator('footer')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer.getByRole('heading', { name: title })).toBeVisible()
  await expect(footer.getByRole('textbox', { name: /телефон/i })).toHaveCount(1)
  // Issue 40.13: on a wide screen the band's title stands on the left and its fields fill the right half.
  const { width } = page.viewportSize()!
  if (width >= 1200) expect((await footer.locator('.lead-form__form').boundingBox())!.x).toBeGreaterThan(width / 2)
  await page.goto('/events')
  await expect(page.locator('footer').getByRole('heading', { name: title })).toHaveCount(0)
})

const FOOTER_FORM_LANDMARKS = ['.site-footer .lead-form__submit', '.site-footer__main']

test('LEAD-06, LAYOUT-06: the footer consultation form is laid out as the server sends it, before its code arrives', { tag: '@phone' }, async ({ browser, baseURL, page }) => {
  const served = await servedLayout(browser, baseURL, page, '/trainers', FOOTER_FORM_LANDMARKS)
  expect(served['.site-footer .lead-form__submit']).toBeGreaterThan(0)
  await page.goto('/trainers')
  await hydrated(page.locator('.site-footer').getByRole('textbox', { name: /телефон/i }))
  expect(await layoutOf(page, FOOTER_FORM_LANDMARKS)).toEqual(served)
})

/** The club form's failure is answered by the test on purpose. */
const pageLeadTest = test.extend({ failsOnPurpose: ['/api/client/forms/club/orders'] })

pageLeadTest("LEAD-03, LEAD-05: the club form's failure and thanks in the info modal, the franchise form's thanks in a toast, each empty again after sending; a page form's inputs keep a readable width (issue 40.12, 40.13)", async ({
  page,
  request,
}, testInfo) => {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `198.51.100.${(Date.now() + testInfo.parallelIndex * 11) % 250}` })
  const club = await formEntity(request, 'club')
  await page.goto('/club')
  const clubForm = page.locator('#club-form')
  const submit = await hydrated(clubForm.locator('button[type="submit"]'))
  await page.route('**/api/client/forms/club/orders*', (route) => route.fulfill({ status: 500, json: { code: 'internal', message: 'Internal error' } }))
  await clubForm.getByRole('textbox', { name: /телефон/i }).pressSequentially('+996555123456')
  await clubForm.getByRole('textbox', { name: /имя/i }).fill('Тестовая заявка')
  await clubForm.getByRole('checkbox', { name: message(code, 'forms.agreement_offer') }).check()
  await submit.click()
  const failed = page.getByRole('dialog', { name: message(code, 'forms.send_error.title') })
  await expect(failed).toContainText(message(code, 'forms.send_error.description'))
  await failed.getByRole('button', { name: message(code, 'modal.close') }).click()
  await page.unroute('**/api/client/forms/club/orders*')
  await clubForm.getByRole('textbox', { name: /телефон/i }).clear()
  await sendLead(page, clubForm, 'club', 'forms.agreement_offer')
  const thanks = page.getByRole('dialog', { name: club.thanks_title })
  await expect(thanks).toBeVisible()
  await expect(clubForm.getByRole('textbox', { name: /имя/i })).toHaveValue('')
  await thanks.getByRole('button', { name: message(code, 'modal.close') }).click()

  await page.goto('/franchise')
  const franchiseForm = page.locator('#franchise-form')
  const name = franchiseForm.getByRole('textbox', { name: /имя/i })
  expect((await name.boundingBox())!.width).toBeLessThanOrEqual(560)
  await hydrated(franchiseForm.locator('button[type="submit"]'))
  await sendLead(page, franchiseForm, 'franchise')
  await expect(page.locator('.toast--success')).toContainText(message(code, 'lead_form.sent'))
  await expect(name).toHaveValue('')
})

async function openGetProgram(page: Page, request: APIRequestContext) {
  const title = await formTitle(request, 'get_program')
  await page.goto('/')
  await (await hydrated(page.locator('section.hero').getByRole('button', { name: chooseProgram }))).click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog.locator('form')).toBeVisible()
  const form = dialog.locator('form')
  return {
    dialog,
    name: form.getByRole('textbox', { name: /имя/i }),
    phone: form.getByRole('textbox', { name: /телефон/i }),
    agreement: form.getByRole('checkbox', { name: message(code, 'forms.agreement') }),
    submit: form.getByRole('button', { name: 'Отправить' }),
  }
}

test('FORM-03, FORM-06, VALID-01, VALID-04: required fields and an invalid phone are refused, nothing is sent', { tag: '@desktop' }, async ({ page, request }) => {
  const posts: string[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && ORDERS.test(sent.url())) posts.push(sent.url())
  })
  const { name, phone, agreement, submit } = await openGetProgram(page, request)
  await submit.click()
  await expect(name).toHaveAccessibleDescription(message(code, 'forms.errors.required'))
  await expect(phone).toHaveAccessibleDescription(message(code, 'forms.errors.required'))
  await expect(agreement).toHaveAccessibleDescription(message(code, 'forms.errors.agreement_required'))
  await expect(name).toBeFocused()
  await name.fill('Тест Лид')
  await phone.click()
  await phone.pressSequentially('+99612')
  await agreement.check()
  await submit.click()
  await expect(phone).toHaveAccessibleDescription(message(code, 'forms.errors.phone_invalid'))
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')
  expect(posts).toEqual([])
})

leadTest('FORM-05, FORM-06, OQ-10: a failed send (500) keeps the values with an error toast; a 429 says to try later; each retry sends again', { tag: '@desktop' }, async ({
  page,
  request,
}) => {
  const bodies: Array<Record<string, unknown>> = []
  const answers = [500, 429]
  await page.route(ORDERS, async (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>)
    const status = answers.shift() ?? 500
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ code: status === 429 ? 'too_many_requests' : 'internal', message: 'test' }) })
  })
  const { dialog, name, phone, agreement, submit } = await openGetProgram(page, request)
  await name.fill('  Тест Лид ')
  await phone.click()
  await phone.pressSequentially('+996555123456')
  await agreement.check()
  await submit.click()
  await expect(page.locator('.toast--error')).toContainText(message(code, 'errors.internal_short'))
  await expect(dialog.getByRole('alert')).toHaveText(message(code, 'lead_form.failed.error'))
  await expect(name).toHaveValue('Тест Лид')
  await expect(phone).not.toHaveValue('')
  expect(bodies[0]).toMatchObject({ name: 'Тест Лид', agreement: true, website: '', goal: '' })

  await submit.click()
  await expect(dialog.getByRole('alert')).toHaveText(message(code, 'lead_form.failed.too_many_requests'))
  await expect(name).toHaveValue('Тест Лид')
  await submit.click()
  await expect.poll(() => bodies.length).toBe(3)
})

leadTest("OQ-10: the trainer's consultation sends the trainer's slug in its hidden field", { tag: '@desktop' }, async ({ page, request }) => {
  const slug = await firstTrainerSlug(request)
  const bodies: Array<Record<string, unknown>> = []
  await page.route(ORDERS, async (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>)
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"test"}' })
  })
  await page.goto(`/trainers/${slug}`)
  await (await hydrated(page.getByRole('button', { name: message(code, 'trainer.consultation.button') }))).click()
  const form = page.getByRole('dialog').locator('form')
  await form.getByRole('textbox', { name: /имя/i }).fill('Тест Лид')
  await form.getByRole('textbox', { name: /телефон/i }).pressSequentially('+996555123456')
  await form.getByRole('checkbox', { name: message(code, 'forms.agreement') }).check()
  await form.locator('button[type="submit"]').click()
  await expect.poll(() => bodies.length).toBe(1)
  expect(bodies[0]).toMatchObject({ trainer: slug, name: 'Тест Лид', website: '' })
})
