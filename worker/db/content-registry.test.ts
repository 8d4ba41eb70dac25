import { describe, expect, it } from 'vitest'
import { CONTENT_TYPE_NAMES, CONTENT_TYPES, type ContentTypeDeclaration } from '../../src/model/content-types.ts'
import { CONTENT_STORAGE } from './content-registry.ts'

describe('content storage matches the declarations (issue 42, BE-04)', () => {
  for (const type of CONTENT_TYPE_NAMES) {
    it(`${type}: each declared relation is stored in a link table to its target, and nothing else is`, () => {
      const declared: ContentTypeDeclaration = CONTENT_TYPES[type]
      const stored = CONTENT_STORAGE[type]
      const targets = (relations: Record<string, { targetTable?: string; target?: string }>) =>
        Object.fromEntries(Object.entries(relations).map(([name, relation]) => [name, relation.targetTable ?? relation.target]))
      expect(targets(stored.relations)).toEqual(targets(declared.relations))
      expect(stored.entityKind).toBe(type)
    })
  }
})
