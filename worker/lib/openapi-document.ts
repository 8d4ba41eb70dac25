/**
 * The OpenAPI 3.1 document of a contract (src/model/api-contract/endpoint.ts): /api/client/openapi.json and
 * /api/staff/openapi.json are both this function of (contract, prefix, info). The schemas come from typia at build
 * time, from the very query, body and answer types the routes validate and answer: each caller writes
 * `typia.json.schema<DocumentedContract<ItsEndpoints>, '3.1'>()` (typia needs the type where it is called).
 * Valid as OpenAPI 3.1 with no error under Redocly's recommended rules and swagger-parser (tests/e2e/openapi.spec.ts).
 */
import type { IJsonSchemaUnit } from 'typia'
import type { ApiErrorBody } from '../../src/model/api'
import type { BodyOf, Contract, Endpoint, QueryOf, ResponseOf } from '../../src/model/api-contract/endpoint'

type JsonSchema = Record<string, unknown>

const SCHEMAS = '#/components/schemas/'

/** What typia documents of one endpoint: the parts it has. */
type Documented<E> = ([QueryOf<E>] extends [never] ? unknown : { query: QueryOf<E> }) &
  ([BodyOf<E>] extends [never] ? unknown : { body: BodyOf<E> }) &
  ([ResponseOf<E>] extends [never] ? unknown : { response: ResponseOf<E> })

/** The type whose typia schema a contract's document is built from: its endpoints' parts and the error answer. */
export type DocumentedContract<C extends Contract> = { endpoints: { [Name in keyof C]: Documented<C[Name]> }; error: ApiErrorBody }

/** Who may call an operation: its security requirements and the error answers that follow from them. */
export interface OperationAccess {
  security: ReadonlyArray<Partial<Record<string, string[]>>>
  responses?: Record<number, string>
}

export interface ContractDocumentSource<C extends Contract> {
  contract: C
  /** `typia.json.schema<DocumentedContract<C>, '3.1'>()`. */
  schemas: IJsonSchemaUnit<'3.1', unknown>
  /** Where the contract is mounted (/api/client, /api/staff): the document's server. */
  prefix: string
  info: { title: string; version: string; description: string }
  /** What each endpoint does; an endpoint without one is summarised by its name. */
  summaries: Partial<Record<keyof C & string, string>>
  securitySchemes: Record<string, JsonSchema>
  /** `x-called-by` of the endpoints the typed client does not call (`client: false`), if they need a word. */
  calledByOthers?: string
  access: (endpoint: Endpoint) => OperationAccess
}

/** `reviewQueue` → `Review queue`. */
function summaryOfName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A `$ref` to components resolved. */
function resolve(schema: JsonSchema | undefined, components: Record<string, JsonSchema>): JsonSchema {
  const ref = schema?.$ref
  if (typeof ref !== 'string') return schema ?? {}
  return resolve(components[decodeURIComponent(ref.replace(SCHEMAS, ''))], components)
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

/** The schemas typia made of DocumentedContract: each endpoint's parts, and the error answer. */
interface Parts {
  endpoints: Record<string, JsonSchema>
  error: JsonSchema
  components: Record<string, JsonSchema>
}

function partsOf(schemas: IJsonSchemaUnit<'3.1', unknown>): Parts {
  const components = schemas.components.schemas as Record<string, JsonSchema>
  const { endpoints, error } = resolve(schemas.schema as JsonSchema, components).properties as Record<string, JsonSchema>
  return { endpoints: resolve(endpoints, components).properties as Record<string, JsonSchema>, error: error!, components }
}

function operation<C extends Contract>(source: ContractDocumentSource<C>, name: keyof C & string, { endpoints, error: errorSchema, components }: Parts): JsonSchema {
  const endpoint = source.contract[name]!
  const { query, body, response } = (resolve(endpoints[name], components).properties ?? {}) as Record<string, JsonSchema | undefined>
  const error = (description: string) => ({ description, content: { 'application/json': { schema: errorSchema } } })
  const success =
    endpoint.status === 303
      ? { description: 'Redirects back to the site' }
      : endpoint.status === 302
        ? { description: 'Redirects to the provider' }
        : { description: 'OK', content: { [endpoint.media]: { schema: response } } }
  const access = source.access(endpoint)
  const guarded = Object.fromEntries(Object.entries(access.responses ?? {}).map(([status, description]) => [status, error(description)]))
  return {
    summary: source.summaries[name] ?? summaryOfName(name),
    operationId: name,
    ...(endpoint.client || !source.calledByOthers ? {} : { 'x-called-by': source.calledByOthers }),
    ...(endpoint.roles ? { 'x-roles': endpoint.roles } : {}),
    security: access.security,
    parameters: [...pathParameters(endpoint.path), ...queryParameters(query, components)],
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses: {
      [endpoint.status]: success,
      400: error('Invalid input: `fields` maps each bad parameter to message keys'),
      ...guarded,
      ...(endpoint.path.includes('{') && !guarded[404] ? { 404: error('No such item') } : {}),
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

/** The OpenAPI 3.1 document of every endpoint of `source.contract`. */
export function contractDocument<C extends Contract>(source: ContractDocumentSource<C>): JsonSchema {
  const parts = partsOf(source.schemas)
  const operations: Record<string, Record<string, JsonSchema>> = {}
  for (const name of Object.keys(source.contract) as (keyof C & string)[]) {
    const endpoint = source.contract[name]!
    ;(operations[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(source, name, parts)
  }
  const { paths, schemas } = reachable(operations, parts.components)
  return {
    openapi: '3.1.0',
    info: source.info,
    servers: [{ url: source.prefix }],
    paths,
    components: { schemas, securitySchemes: source.securitySchemes },
  }
}

/** A document built once per isolate, on first use. */
export function documentOnce(build: () => JsonSchema): () => JsonSchema {
  let document: JsonSchema | undefined
  return () => (document ??= build())
}
