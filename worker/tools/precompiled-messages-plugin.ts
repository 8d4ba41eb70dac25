import { parse } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'

const CATALOGUE = /[\\/]locales[\\/][a-z]{2}\.json$/

/**
 * The browser gets the message catalogues already parsed (ICU syntax trees instead of strings), and formatjs's
 * parser is swapped for its `no-parser` entry, which leaves ~15 KB gzip of parser out of the first load
 * (formatjs documents this pairing). The Worker parses at run time as before. A message that does not parse
 * fails the build, naming its key.
 */
export function precompiledMessagesPlugin(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id) {
      if (id !== '@formatjs/icu-messageformat-parser') return null
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js')
    },
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null
      const messages = JSON.parse(code) as Record<string, string>
      const parsed: Record<string, unknown> = {}
      for (const [key, message] of Object.entries(messages)) {
        try {
          parsed[key] = parse(message)
        } catch (error) {
          throw new Error(`${id}: message "${key}" is not valid ICU: ${error instanceof Error ? error.message : error}`, { cause: error })
        }
      }
      return { code: JSON.stringify(parsed), map: null }
    },
  }
}
