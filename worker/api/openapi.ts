/**
 * GET /api/client/openapi.json: the OpenAPI 3.1 document of every endpoint of src/model/api-contract, with the
 * schemas typia generates at build time from the very query, body and answer types the routes validate and answer.
 */
import typia from 'typia'
import type { ApiErrorBody } from '../../src/model/api'
import type { BodyOf, Endpoint, QueryOf, ResponseOf } from '../../src/model/api-contract/endpoint'
import { ENDPOINT_SUMMARIES } from '../../src/model/api-contract/endpoint-summaries'
import { ENDPOINTS, type EndpointName, type Endpoints } from '../../src/model/api-contract/endpoints'
import { route } from './route'

type JsonSchema = Record<string, unknown>

/** What typia documents of one endpoint: the parts it has. */
type Documented<E> = ([QueryOf<E>] extends [never] ? {} : { query: QueryOf<E> }) &
  ([BodyOf<E>] extends [never] ? {} : { body: BodyOf<E> }) &
  ([ResponseOf<E>] extends [never] ? {} : { response: ResponseOf<E> })

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
    parameters: [...pathParameters(endpoint.path), ...queryParameters(query, components)],
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses: {
      [endpoint.status]: success,
      400: error('Invalid input: `fields` maps each bad parameter to message keys'),
      ...(endpoint.path.includes('{') ? { 404: error('No such item') } : {}),
    },
  }
}

function buildDocument(): JsonSchema {
  const components = { ...CONTRACT.components.schemas, ...ERROR.components.schemas } as Record<string, JsonSchema>
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as [EndpointName, Endpoint][]) {
    ;(paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(name, endpoint, components)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Client API',
      version: '1.0.0',
      description: 'The API of the site. Every call takes `language` and `currency`; prices are integer minor units.',
    },
    servers: [{ url: '/api/client' }],
    paths,
    components: { schemas: components },
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
