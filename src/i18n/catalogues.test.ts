import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The three catalogues side by side (OQ-01, I18N-01): what the end-to-end tests open in English and Kyrgyz only at
 * phone width, every message of them is checked here at once.
 */

const LANGUAGES = ['ru', 'en', 'ky'] as const
const catalogues = Object.fromEntries(
  LANGUAGES.map((language) => [language, JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../locales', `${language}.json`), 'utf8')) as Record<string, string>]),
) as Record<(typeof LANGUAGES)[number], Record<string, string>>

/** The arguments and tags a message takes, its plural and select branches included. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    found.add(element.type === TYPE.tag ? `<${element.value}>` : element.value)
    if (element.type === TYPE.tag) argumentsOf(element.children, found)
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found)
    }
  }
  return found
}

describe('the message catalogues (OQ-01, I18N-01)', () => {
  it('have the same keys in ru, en and ky', () => {
    const keys = Object.keys(catalogues.ru).sort()
    expect(Object.keys(catalogues.en).sort()).toEqual(keys)
    expect(Object.keys(catalogues.ky).sort()).toEqual(keys)
  })

  it('ask in en and ky for no argument the Russian message (what the code gives) does not take', () => {
    const extra: string[] = []
    for (const [key, russian] of Object.entries(catalogues.ru)) {
      const given = argumentsOf(parse(russian))
      for (const language of ['en', 'ky'] as const) {
        const asked = [...argumentsOf(parse(catalogues[language][key] ?? ''))].filter((name) => !given.has(name))
        if (asked.length > 0) extra.push(`${language} ${key}: ${asked.join(', ')}`)
      }
    }
    expect(extra).toEqual([])
  })
})
