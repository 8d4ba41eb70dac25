import SwaggerParser from '@apidevtools/swagger-parser'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import { expect, test } from './support/fixtures'

/*
 * The built Worker's OpenAPI document checked by two validators from the registry (issue 39.12). They run here, in
 * Node, because both compile JSON Schemas with `new Function`, which workerd refuses; the Worker tests check the
 * document's content (tests/worker/openapi.test.ts). Both work offline: no remote $ref, no remote config.
 */

test('openapi.json is valid OpenAPI 3.1: no error under Redocly’s recommended rules (issue 39.12)', { tag: '@http' }, async ({ request }) => {
  const source = await (await request.get('/api/client/openapi.json')).text()
  // API-18, OQ-46: the spec's course calculation path ends in a slash, so the document names it so.
  const rules = { 'no-path-trailing-slash': 'off' as const }
  const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config: await createConfig({ extends: ['recommended'], rules }) })
  const errors = problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer ?? ''}`)
  expect(errors).toEqual([])
})

test('openapi.json is valid for swagger-parser, every $ref resolving (issue 39.12)', { tag: '@http' }, async ({ request }) => {
  const document = await (await request.get('/api/client/openapi.json')).json()
  const api = (await SwaggerParser.validate(document)) as { openapi?: string }
  expect(api.openapi).toBe('3.1.0')
})
