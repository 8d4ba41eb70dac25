import path from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { build } from 'esbuild'
import { expect, test } from '@playwright/test'
import { PART_COUNT, PartsPage } from './react-development/parts-page'

const PAGE_URL = 'http://127.0.0.1/react-development/parts'

/** The parts page hydrated by React's development build, which reports broken rules of React as console errors. */
async function developmentPage(): Promise<string> {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'react-development/hydrate-parts.entry.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  })
  const script = bundle.outputFiles[0]!.text.replaceAll('</script', '<\\/script')
  const html = renderToString(createElement(PartsPage))
  return `<!doctype html><html lang="en"><head><title>Parts</title></head><body><div id="root">${html}</div><script type="module">${script}</script></body></html>`
}

test('@desktop HydrateWhenNear hydrates each part in React development mode without an error, as a visitor scrolls then clicks (issue 23)', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  const body = await developmentPage()
  await page.route(PAGE_URL, (route) => route.fulfill({ contentType: 'text/html', body }))
  await page.goto(PAGE_URL)
  const last = page.getByRole('button', { name: `part ${PART_COUNT}: ` })
  // Scrolling only (a click or a key is a discrete event, after which React forgets a part that suspended): each
  // gate opens as its part comes near, and React hydrates a part it saw suspended.
  await expect(async () => {
    await page.mouse.wheel(0, 600)
    expect(await last.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')))).toBe(true)
  }).toPass()
  expect(errors).toEqual([])
  for (let part = 1; part <= PART_COUNT; part += 1) {
    const button = page.getByRole('button', { name: `part ${part}: ` })
    await button.scrollIntoViewIfNeeded()
    await expect(button).toHaveText(`part ${part}: 0`)
    await button.click()
    await expect(button).toHaveText(`part ${part}: 1`)
  }
  expect(errors).toEqual([])
})
