import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect as baseExpect, test } from './support/fixtures'
import { burgerButton, burgerPanel } from './support/header'
import { hydrated, isHydrated } from './support/interactive'
import { message, type LanguageCode } from './support/languages'

/*
 * A click before the page's JavaScript has arrived (issue 40.1; DESIGN.md "Progressive enhancement"): every control
 * that opens a dialog or sends a form works from the first paint. The page's scripts are held back, the control is
 * clicked in the server's HTML (it shows that it is pending), and once the scripts are let through the app replays
 * the click: the dialog opens, the form is sent or checked. Links work as plain links meanwhile.
 */

/** Once let through, the app hydrates and loads what the click needs (the dialog's chunks, its form from the API). */
const expect = baseExpect.configure({ timeout: 25_000 })

const ATTRIBUTE = 'data-pending-click'
const SUBSCRIPTIONS = '/api/client/subscriptions'
/** The subscriptions each page sent (the subscription case answers them itself). */
const subscriptionsSent = new WeakMap<Page, unknown[]>()

/**
 * Holds the app's entry back until the returned function is called, as a slow phone connection would: nothing of the
 * app runs before it (its imports are preloaded, not run). Then the routing ends, and the browser's cache is back for
 * the chunks the click loads.
 */
async function holdTheApp(page: Page): Promise<() => Promise<void>> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let answered: Promise<void> = Promise.resolve()
  const entry = /\/assets\/entry-client-[^/]+\.js$/
  await page.route(entry, (route) => (answered = held.then(() => route.continue())))
  return async () => {
    release()
    await answered
    await page.unroute(entry)
  }
}

async function upcomingEventPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/client/events?limit=100&order_by=date_from')
  const rows = ((await response.json()) as { rows: { slug: string; date_from: string; date_to: string | null; options: unknown[] }[] }).rows
  const event = rows.find((row) => Date.parse(row.date_to ?? row.date_from) > Date.now() + 86_400_000 && row.options.length > 0)
  return `/events/i/${event!.slug}`
}

interface Control {
  name: string
  /** The page, and the project it runs in when the control shows at one width only. */
  path: string | ((request: APIRequestContext) => Promise<string>)
  width?: 'desktop' | 'phone'
  control: (page: Page, code: LanguageCode) => Locator
  /** What the visitor does in the server's HTML before the click (typing into the form). */
  before?: (page: Page) => Promise<void>
  /** What the replayed click does once the app is there. */
  outcome: (page: Page, code: LanguageCode) => Promise<void>
}

const leadFormOpens = async (page: Page) => {
  await expect(page.getByRole('dialog').locator('.lead-form form')).toBeVisible()
}

const chooseProgram = (scope: string) => (page: Page, code: LanguageCode) =>
  page.locator(scope).getByRole('button', { name: message(code, 'layout.header.choose_program') })

const CONTROLS: Control[] = [
  { name: 'the header’s “choose a program” opens the form modal (LAYOUT-03)', path: '/', width: 'desktop', control: chooseProgram('header'), outcome: leadFormOpens },
  { name: 'the hero’s “choose a program” opens the form modal (HOME-02)', path: '/', width: 'phone', control: chooseProgram('section.hero'), outcome: leadFormOpens },
  {
    // Below the first screen: its part of the page is hydrated only when it is near or the visitor acts (HydrateWhenNear).
    name: 'the quiz call to action further down opens the form modal (FORM-07)',
    path: '/',
    width: 'desktop',
    control: (page, code) => page.getByRole('button', { name: message(code, 'home.quiz.cta') }),
    outcome: leadFormOpens,
  },
  {
    name: 'the header’s “sign in” opens the login dialog (AUTH-18)',
    path: '/',
    width: 'desktop',
    control: (page, code) => page.locator('header').getByRole('button', { name: message(code, 'layout.header.sign_in') }),
    outcome: async (page, code) => {
      await expect(page.getByRole('dialog', { name: message(code, 'auth.login.title') })).toBeVisible()
    },
  },
  {
    name: 'the language and currency button opens its dropdown (LAYOUT-01)',
    path: '/',
    width: 'desktop',
    control: (page, code) => page.getByRole('button', { name: message(code, 'layout.settings.label') }),
    outcome: async (page, code) => {
      await expect(page.getByRole('group', { name: message(code, 'switches.currency.label') }).filter({ visible: true })).toHaveCount(1)
    },
  },
  {
    name: 'the burger opens the menu (LAYOUT-04)',
    path: '/',
    width: 'phone',
    control: (page, code) => burgerButton(page, code),
    outcome: async (page, code) => {
      await expect(burgerPanel(page, code)).toBeVisible()
    },
  },
  {
    name: 'share opens its menu (SHARE-02)',
    path: upcomingEventPath,
    width: 'phone',
    control: (page, code) => page.locator('.event-banner').getByRole('button', { name: message(code, 'share.button') }),
    outcome: async (page, code) => {
      await expect(page.getByRole('group', { name: message(code, 'share.menu') }).filter({ visible: true })).toHaveCount(1)
    },
  },
  {
    name: '“write a review” opens the review form (REVIEWS-02)',
    path: '/reviews',
    width: 'desktop',
    control: (page, code) => page.getByRole('button', { name: message(code, 'reviews.banner.write') }),
    outcome: async (page, code) => {
      await expect(page.getByRole('dialog', { name: message(code, 'review_form.title') })).toBeVisible()
    },
  },
  {
    name: 'the buy form sent with only a name typed is checked with that name, not reloaded (ORDER-01, VALID-01)',
    path: upcomingEventPath,
    before: async (page) => {
      await page.locator('#event-booking form').getByLabel(message('ru', 'forms.name')).fill('Ранний Гость')
    },
    control: (page, code) => page.locator('#event-booking form').getByRole('button', { name: message(code, 'buy_form.submit') }),
    outcome: async (page, code) => {
      const form = page.locator('#event-booking form')
      await expect(form.getByLabel(message(code, 'forms.phone'))).toHaveAttribute('aria-invalid', 'true')
      await expect(form.getByLabel(message(code, 'forms.name'))).toHaveValue('Ранний Гость')
      await expect(form.getByLabel(message(code, 'forms.name'))).not.toHaveAttribute('aria-invalid', 'true')
    },
  },
  {
    name: 'the subscription typed in before the app is sent with its address (EVENTS-09)',
    path: '/events',
    before: async (page) => {
      const posted: unknown[] = []
      subscriptionsSent.set(page, posted)
      await page.route(`**${SUBSCRIPTIONS}*`, (route) => {
        posted.push(route.request().postDataJSON())
        return route.fulfill({ status: 201, json: {} })
      })
      await page.locator('.subscription-banner').getByLabel(message('ru', 'subscription.email')).fill('early@example.com')
    },
    control: (page, code) => page.locator('.subscription-banner').getByRole('button', { name: message(code, 'subscription.submit') }),
    outcome: async (page, code) => {
      await expect(page.locator('.toast--success')).toContainText(message(code, 'subscription.requested'))
      expect(subscriptionsSent.get(page)).toEqual([{ email: 'early@example.com' }])
    },
  },
]

/** Opens `path` with the scripts held, clicks the control in the server's HTML, lets the scripts through. */
async function clickBeforeTheApp(page: Page, path: string, control: Locator, before?: (page: Page) => Promise<void>): Promise<void> {
  const release = await holdTheApp(page)
  // Not 'load': the entry the start script adds may be part of it.
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await before?.(page)
  expect(await isHydrated(control), 'the control is still the server’s HTML').toBe(false)
  if (test.info().project.use.hasTouch) await control.tap()
  else await control.click()
  expect(await control.evaluate((node, attribute) => node.hasAttribute(attribute), ATTRIBUTE), 'the control shows that it waits').toBe(true)
  await release()
}

for (const { name, path, width, control, before, outcome } of CONTROLS) {
  test(`${name}: a click before the page’s JavaScript is kept and replayed (issue 40.1)`, { tag: width ? `@${width}` : [] }, async ({ page, request }) => {
    const address = typeof path === 'string' ? path : await path(request)
    const clicked = control(page, 'ru').filter({ visible: true }).first()
    await clickBeforeTheApp(page, address, clicked, before)
    await outcome(page, 'ru')
    await expect(page.locator(`[${ATTRIBUTE}]`)).toHaveCount(0)
    // Nothing went the no-JavaScript way: no reload with the form's fields in the address.
    expect(new URL(page.url()).search).toBe('')
  })
}

for (const code of ['en', 'ky'] as const) {
  test(`${code}: the header’s “choose a program” clicked before the page’s JavaScript opens the form modal (issue 40.1, LAYOUT-03)`, { tag: '@languages' }, async ({ page }) => {
    const clicked = chooseProgram('header')(page, code).filter({ visible: true })
    await clickBeforeTheApp(page, `/${code}`, clicked)
    await leadFormOpens(page)
  })
}

test('a link clicked before the page’s JavaScript goes to its page as a plain link (issue 40.1)', { tag: '@desktop' }, async ({ page }) => {
  await holdTheApp(page)
  // Not 'load': the held entry may be part of it.
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.locator('footer').getByRole('link', { name: message('ru', 'layout.menu.blog'), exact: true }).first().click()
  await expect(page).toHaveURL(/\/blog$/)
})

test('a name typed and a box ticked in a part of the page React has not hydrated yet stay for its form (issue 40.1, VALID-08)', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/')
  // The app is there and has taken over from the page's early-click keeper; the footer's form is far below.
  await hydrated(chooseProgram('header')(page, 'ru'))
  await page.waitForFunction(() => !('__earlyClicks' in window))
  const form = page.locator('footer .lead-form form')
  const agreement = form.getByRole('checkbox', { name: message('ru', 'forms.agreement') })
  expect(await isHydrated(agreement), 'the footer is still the server’s HTML').toBe(false)
  const name = form.getByRole('textbox', { name: message('ru', 'forms.name') })
  // Typed and ticked where they are, without scrolling there first (as quick taps after a fling would).
  await name.evaluate((field: HTMLInputElement) => {
    field.value = 'Айгуль'
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await agreement.evaluate((box: HTMLInputElement) => box.click())
  await hydrated(agreement)
  await expect(agreement).toBeChecked()
  // The form itself knows: a submit reports the missing phone, not the name or the agreement, and keeps both.
  await form.locator('button[type="submit"]').click()
  await expect(form.getByRole('textbox', { name: /телефон/i })).toHaveAccessibleDescription(message('ru', 'forms.errors.required'))
  await expect(name).toHaveValue('Айгуль')
  await expect(name).not.toHaveAccessibleDescription(message('ru', 'forms.errors.required'))
  await expect(agreement).toBeChecked()
  await expect(agreement).not.toHaveAccessibleDescription(message('ru', 'forms.errors.agreement_required'))
})
