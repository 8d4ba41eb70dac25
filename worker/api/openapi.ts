/**
 * GET /api/client/openapi.json: the OpenAPI 3.1 document of every endpoint of src/model/api-contract, with the
 * schemas typia generates at build time from the very query, body and answer types the routes validate and answer.
 * Valid as OpenAPI 3.1 with no error under Redocly's recommended rules and swagger-parser (tests/e2e/openapi.spec.ts).
 */
import typia from 'typia'
import type { ApiErrorBody } from '../../src/model/api'
import type { BodyOf, Endpoint, QueryOf, ResponseOf } from '../../src/model/api-contract/endpoint'
import { ENDPOINT_SUMMARIES } from '../../src/model/api-contract/endpoint-summaries'
import { ENDPOINTS, type EndpointName, type Endpoints } from '../../src/model/api-contract/endpoints'
import { route } from '../lib/route'

type JsonSchema = Record<string, unknown>

const SCHEMAS = '#/components/schemas/'

/** The session a signed-in visitor carries (worker/auth/sessions.ts): the browser's cookie, or an API client's key. */
const SECURITY_SCHEMES = {
  sessionCookie: { type: 'apiKey', in: 'cookie', name: '__Host-session', description: 'The HttpOnly session cookie that sign-in sets' },
  sessionToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Token <key>`, with the `key` that sign-in answers (API-01)' },
}
const SIGNED_IN = [{ sessionCookie: [] }, { sessionToken: [] }]
/** The operation's security: none, a session, or a session if there is one (`{}`: anonymous too). */
const SECURITY = { none: [], required: SIGNED_IN, optional: [{}, ...SIGNED_IN] }

/** What typia documents of one endpoint: the parts it has. */
type Documented<E> = ([QueryOf<E>] extends [never] ? unknown : { query: QueryOf<E> }) &
  ([BodyOf<E>] extends [never] ? unknown : { body: BodyOf<E> }) &
  ([ResponseOf<E>] extends [never] ? unknown : { response: ResponseOf<E> })

type ContractSchemas = { [Name in EndpointName]: Documented<Endpoints[Name]> }

const CONTRACT = typia.json.schema<ContractSchemas, '3.1'>()
const ERROR = typia.json.schema<ApiErrorBody, '3.1'>()

/** A `$ref` to components resolved. */
function resolve(schema: JsonSchema | undefined, components: Record<string, JsonSchema>): JsonSchema {
  const ref = schema?.$ref
  if (typeof ref !== 'string') return schema ?? {}
  return resolve(components[decodeURIComponent(ref.replace('#/components/schemas/', ''))], components)
}

/** typia writes a union of literals as `oneOf` of `const`s; parameters read better as an `enum`. */
function asEnum(schema: JsonSchema): JsonSchema {
  const options = schema.oneOf
  if (!Array.isArray(options) || !options.every((option: JsonSchema) => Object.keys(option).join() === 'const')) return schema
  const values = options.map((option: JsonSchema) => option.const)
  const { oneOf: _, ...rest } = schema
  return { ...rest, type: typeof values[0] === 'number' ? 'number' : 'string', enum: values }
}

/** Query parameters from the properties of the endpoint's query type. */
function queryParameters(schema: JsonSchema | undefined, components: Record<string, JsonSchema>): JsonSchema[] {
  const object = resolve(schema, components)
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((object.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property
    return { name, in: 'query', required: required.has(name), schema: asEnum(rest), ...(description ? { description } : {}) }
  })
}

function pathParameters(path: string): JsonSchema[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string', minLength: 1 } }))
}

function operation(name: EndpointName, endpoint: Endpoint, components: Record<string, JsonSchema>): JsonSchema {
  const parts = (resolve(CONTRACT.schema as JsonSchema, components).properties as Record<string, JsonSchema>)[name]
  const { query, body, response } = (resolve(parts, components).properties ?? {}) as Record<string, JsonSchema | undefined>
  const error = (description: string) => ({ description, content: { 'application/json': { schema: ERROR.schema } } })
  const success =
    endpoint.status === 303
      ? { description: 'Redirects back to the site' }
      : endpoint.status === 302
        ? { description: 'Redirects to the provider' }
        : { description: 'OK', content: { [endpoint.media]: { schema: response } } }
  return {
    summary: ENDPOINT_SUMMARIES[name],
    operationId: name,
    ...(endpoint.client ? {} : { 'x-called-by': 'a payment provider or the sandbox checkout page, not the site client' }),
    security: SECURITY[endpoint.session ?? 'none'],
    parameters: [...pathParameters(endpoint.path), ...queryParameters(query, components)],
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses: {
      [endpoint.status]: success,
      400: error('Invalid input: `fields` maps each bad parameter to message keys'),
      ...(endpoint.session === 'required' ? { 401: error('Not signed in, or the session has ended') } : {}),
      ...(endpoint.path.includes('{') ? { 404: error('No such item') } : {}),
    },
  }
}

/** A deep copy with every schema `$ref` renamed, and a tuple's `additionalItems` as OpenAPI 3.1's `items`. */
function rewrite(node: unknown, rename: (name: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, rename))
  if (!node || typeof node !== 'object') return node
  const copy: JsonSchema = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMAS)) copy.$ref = SCHEMAS + rename(decodeURIComponent(value.slice(SCHEMAS.length)))
    else if (key === 'additionalItems' && 'prefixItems' in node) copy.items = rewrite(value, rename)
    else copy[key] = rewrite(value, rename)
  }
  return copy
}

/**
 * The paths with only the schemas they reach, under names OpenAPI allows (^[a-zA-Z0-9.\-_]+$). typia also names the
 * contract's wrapper types (`DocumentedEndpointGET/cities/id__type`), which the operations never refer to.
 */
function reachable(paths: JsonSchema, components: Record<string, JsonSchema>): { paths: JsonSchema; schemas: Record<string, unknown> } {
  const names = new Map<string, string>()
  const taken = new Set<string>()
  const queue: string[] = []
  const rename = (name: string) => {
    let safe = names.get(name)
    if (safe === undefined) {
      if (!components[name]) throw new Error(`openapi: no component schema ${name}`)
      const base = name.replace(/[^a-zA-Z0-9.\-_]+/g, '_')
      safe = base
      for (let suffix = 2; taken.has(safe); suffix += 1) safe = `${base}_${suffix}`
      names.set(name, safe)
      taken.add(safe)
      queue.push(name)
    }
    return safe
  }
  const renamed = rewrite(paths, rename) as JsonSchema
  const schemas: Record<string, unknown> = {}
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) schemas[names.get(name)!] = rewrite(components[name], rename)
  return { paths: renamed, schemas }
}

function buildDocument(): JsonSchema {
  const components = { ...CONTRACT.components.schemas, ...ERROR.components.schemas } as Record<string, JsonSchema>
  const operations: Record<string, Record<string, JsonSchema>> = {}
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as [EndpointName, Endpoint][]) {
    ;(operations[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(name, endpoint, components)
  }
  const { paths, schemas } = reachable(operations, components)
  return {
    openapi: '3.1.0',
    info: {
      title: 'Client API',
      version: '1.0.0',
      description: 'The API of the site. Every call takes `language` and `currency`; prices are integer minor units.',
    },
    servers: [{ url: '/api/client' }],
    paths,
    components: { schemas, securitySchemes: SECURITY_SCHEMES },
  }
}

let document: JsonSchema | undefined

/** The document, built once per isolate. */
export function openapiDocument(): JsonSchema {
  document ??= buildDocument()
  return document
}

export const openapiRoutes = {
  openapi: route(ENDPOINTS.openapi, {}, (c) => c.json(openapiDocument(), 200, { 'Cache-Control': 'public, max-age=300' })),
}
