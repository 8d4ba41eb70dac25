import { describe, expect, it } from 'vitest'
import { CONTENT_TYPE_NAMES, type ContentFieldValue, type ContentTypeName, type ContentWriteBody } from '../../../src/model/content-types.ts'
import { contentFieldErrors } from '../../../src/model/content-validation.ts'
import { LANGUAGES, type Language } from '../../../src/model/languages.ts'
import { CONTENT_STORAGE, ownFields, translatedFields } from '../content-registry.ts'
import { seedStatements } from './index.ts'
import { seedRows } from './seed-rows.ts'

/** The demo content of every registered type fits its declaration (issue 42: the demo and staff content share one shape). */
const statements = seedStatements({ scale: 1 })
const fileUuids = new Map(seedRows(statements, 'uploaded_files').map((row) => [row.url, row.uuid]))

/** A seeded item as the staff API would take it: own values, texts per language (empty ones left out). */
function bodiesOf(type: ContentTypeName): Array<[string, ContentWriteBody]> {
  const storage = CONTENT_STORAGE[type]
  const texts = seedRows(statements, storage.translations.table)
  return seedRows(statements, storage.table).map((row) => {
    const values: Record<string, ContentFieldValue> = {}
    for (const [name, field] of ownFields(type)) {
      const stored = row[name] ?? null
      if (field.kind === 'boolean') values[name] = stored === 1
      else if (field.kind === 'file') values[name] = stored === null ? null : (fileUuids.get(stored) ?? `unknown file ${stored}`)
      else values[name] = stored as ContentFieldValue
    }
    const translations: ContentWriteBody['translations'] = {}
    for (const text of texts.filter((candidate) => candidate[storage.translations.foreignKey] === row[storage.key])) {
      const language = text.language as Language
      translations[language] = Object.fromEntries(translatedFields(type).flatMap(([name]) => (text[name] ? [[name, String(text[name])]] : [])))
    }
    return [String(row.slug ?? row[storage.key]), { values, translations }]
  })
}

describe('the seed writes registered content in the registry’s shape (issue 42, BE-04, BE-05)', () => {
  for (const type of CONTENT_TYPE_NAMES) {
    it(`${type}: every seeded item passes the staff API’s field rules`, () => {
      const bodies = bodiesOf(type)
      expect(bodies.length).toBeGreaterThan(0)
      const refused = bodies.map(([name, body]) => [name, contentFieldErrors(type, body)] as const).filter(([, errors]) => Object.keys(errors).length > 0)
      expect(refused).toEqual([])
      // Each has its ru text: the language the site falls back to.
      expect(bodies.filter(([, body]) => !body.translations.ru).map(([name]) => name)).toEqual([])
      expect(bodies.every(([, body]) => Object.keys(body.translations).every((language) => (LANGUAGES as readonly string[]).includes(language)))).toBe(true)
    })
  }
})
