import { expect, test } from './support/fixtures'
import { expectRedoclyValid, expectSwaggerParserValid } from './support/openapi-validity'

/* The built Worker's /api/client/openapi.json under Redocly and swagger-parser (issue 39.12; support/openapi-validity.ts). */

test('openapi.json is valid OpenAPI 3.1: no error under Redocly’s recommended rules (issue 39.12)', { tag: '@http' }, async ({ request }) => {
  const response = await request.get('/api/client/openapi.json')
  expect(response.status()).toBe(200)
  // API-18, OQ-46: the spec's course calculation path ends in a slash, so the document names it so.
  await expectRedoclyValid(await response.text(), { 'no-path-trailing-slash': 'off' })
})

test('openapi.json is valid for swagger-parser, every $ref resolving (issue 39.12)', { tag: '@http' }, async ({ request }) => {
  await expectSwaggerParserValid(await (await request.get('/api/client/openapi.json')).text())
})
