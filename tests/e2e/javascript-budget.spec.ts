import { expect, test } from './support/fixtures'
import { measuredPages } from '../bench/measured-pages.mjs'
import { JS_BUDGET_BYTES, pageJavaScript, pageJavaScriptRows, pageJavaScriptSummary } from '../bench/page-javascript.mjs'

/*
 * The JavaScript budget (issue 4, issue 40.2, lowered by 43.3): every page type `npm run bench` measures loads at most
 * 149 kB of gzip JavaScript before any interaction, measured as the bench does (page-javascript.mjs), each page in a
 * fresh context.
 * A page over it fails the test with the files it loaded, and how it asked for each.
 */
test('every page type loads at most the budget of gzip JavaScript before interaction (149 kB: page-javascript.mjs) (issue 40.2, 43.3)', { tag: '@desktop' }, async ({ browser, baseURL }) => {
  const over: string[] = []
  for (const path of await measuredPages(baseURL!)) {
    const measured = await pageJavaScript(browser, `${baseURL}${path}`)
    if (measured.total.gzip > JS_BUDGET_BYTES) over.push([pageJavaScriptSummary(path, measured), ...pageJavaScriptRows(measured)].join('\n  '))
  }
  expect(over, 'pages over the budget').toEqual([])
})
