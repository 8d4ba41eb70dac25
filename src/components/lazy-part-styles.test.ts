/**
 * A part the server renders but the browser loads lazily (a `lazyPart`, a view loaded with its catalogue) brings no
 * stylesheet of its own. The server's HTML links the entry's stylesheets and those of the matched routes' chunks
 * (worker/ssr/client-assets-plugin.ts): a lazy part's own would arrive only with its code, after the first paint, and
 * the page would move under the visitor (the footer's form did, 43 px, until its view's styles moved to LeadForm.tsx).
 * Only the dialogs' contents, which the server never renders, may bring theirs. Over the production build's client
 * manifest (dist/client-manifest.json); without a build it is skipped.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const MANIFEST = path.resolve(import.meta.dirname, '../../dist/client-manifest.json')

/** Views opened only in the browser, in a dialog: their stylesheets load with them. */
const DIALOG_CONTENTS = ['src/components/auth/AuthModalContent.tsx', 'src/components/modal/ModalDialog.tsx']

interface ManifestChunk {
  css?: string[]
  imports?: string[]
  isDynamicEntry?: boolean
}

type Manifest = Record<string, ManifestChunk>

/** The stylesheets of a chunk and of everything it imports statically. */
function stylesheetsOf(manifest: Manifest, key: string, seen = new Set<string>(), sheets = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return sheets
  seen.add(key)
  for (const sheet of chunk.css ?? []) sheets.add(sheet)
  for (const imported of chunk.imports ?? []) stylesheetsOf(manifest, imported, seen, sheets)
  return sheets
}

describe.skipIf(!fs.existsSync(MANIFEST))('styles of lazily loaded parts', () => {
  const manifest = fs.existsSync(MANIFEST) ? (JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Manifest) : {}

  it('no lazy part brings a stylesheet the entry does not, but a dialog’s content', () => {
    const entrySheets = stylesheetsOf(manifest, 'src/entry-client.tsx')
    const lazyParts = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && !key.includes('?tsr-split='))
    expect(lazyParts.length).toBeGreaterThan(DIALOG_CONTENTS.length)
    const withOwnStyles = lazyParts.filter((key) => [...stylesheetsOf(manifest, key)].some((sheet) => !entrySheets.has(sheet)))
    expect(withOwnStyles.sort()).toEqual([...DIALOG_CONTENTS].sort())
  })
})
