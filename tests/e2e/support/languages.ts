import fs from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import path from 'node:path'

/** The three routable languages (I18N-01, OQ-01) with their path prefix. */
export const LANGUAGES = [
  { code: 'ru', prefix: '' },
  { code: 'en', prefix: '/en' },
  { code: 'ky', prefix: '/ky' },
] as const

export type LanguageCode = (typeof LANGUAGES)[number]['code']

const catalogues = new Map<LanguageCode, Record<string, string>>()

/** A UI string as the site's catalogue (locales/*.json) has it, so a test never repeats a translation. */
export function message(language: LanguageCode, key: string): string {
  let catalogue = catalogues.get(language)
  if (!catalogue) {
    const file = path.resolve(import.meta.dirname, '../../../locales', `${language}.json`)
    catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>
    catalogues.set(language, catalogue)
  }
  const text = catalogue[key]
  if (text === undefined) throw new Error(`locales/${language}.json has no key ${key}`)
  return text
}

/** A section of the page (a region landmark) named by its title, the message `titleKey`. */
export function section(page: Page, language: LanguageCode, titleKey: string): Locator {
  return page.getByRole('region', { name: message(language, titleKey), exact: true })
}

/** Holds the rest of the catalogue back (it loads on the first interaction), as a slow phone connection would. */
export async function holdCatalogue(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/(ru|en|ky)-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}
