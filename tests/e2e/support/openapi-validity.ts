import SwaggerParser from '@apidevtools/swagger-parser'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import { expect } from './fixtures'

/*
 * An OpenAPI document checked by two validators from the registry (issue 39.12): /api/client/openapi.json
 * (openapi.spec.ts) and the admins' /api/staff/openapi.json (staff-desk.spec.ts, issue 41). They run here, in Node,
 * because both compile JSON Schemas with `new Function`, which workerd refuses; the Worker tests check the documents'
 * content (tests/worker/openapi.test.ts). Both work offline: no remote $ref, no remote config.
 */

/** No error under Redocly's recommended rules (`rules` switches some off). */
export async function expectRedoclyValid(source: string, rules: Record<string, 'off'> = {}): Promise<void> {
  const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config: await createConfig({ extends: ['recommended'], rules }) })
  const errors = problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer ?? ''}`)
  expect(errors).toEqual([])
}

/** Valid for swagger-parser as OpenAPI 3.1, every $ref resolving. */
export async function expectSwaggerParserValid(source: string): Promise<void> {
  const api = (await SwaggerParser.validate(JSON.parse(source))) as { openapi?: string }
  expect(api.openapi).toBe('3.1.0')
}
