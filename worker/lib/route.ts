import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { IValidation } from 'typia'
import { MAX_BODY_BYTES, type BodyOf, type Contract, type Endpoint, type PathParams, type QueryOf, type ResponseOf } from '../../src/model/api-contract/endpoint'
import type { Endpoints } from '../../src/model/api-contract/endpoints'
import type { AppEnv } from '../env'
import { parseJson, readBodyBytes } from './request-body'
import { ApiError, validationError } from './errors'

type QueryValidator<Query> = (input: URLSearchParams) => IValidation<Query>
type BodyValidator<Body> = (input: unknown) => IValidation<Body>

/**
 * The body's validator, or one for each shape an endpoint accepts (its own and the spec's, issue 40.10): a body
 * passes with the first that accepts it, and is refused with the errors of the shape it comes closest to.
 */
type BodyValidation<Body> = BodyValidator<Body> | readonly [BodyValidator<Body>, ...BodyValidator<Body>[]]

/** The typia validators of an endpoint's query and JSON body, each required where the contract has one (an upload's raw body has none). */
export type Validators<E> = ([QueryOf<E>] extends [never] ? { query?: never } : { query: QueryValidator<QueryOf<E>> }) &
  ([BodyOf<E>] extends [never] ? { body?: never } : E extends { upload: readonly string[] } ? { body?: never } : { body: BodyValidation<BodyOf<E>> })

/** What a handler receives, validated. */
export interface RouteInput<E> {
  query: QueryOf<E>
  body: BodyOf<E>
  params: PathParams<E>
}

/** Answers the endpoint's response (sent as JSON with the contract's status) or a Response of its own. */
export type RouteHandler<E> = (c: Context<AppEnv>, input: RouteInput<E>) => Promise<ResponseOf<E> | Response> | ResponseOf<E> | Response

export interface ApiRoute<E extends Endpoint = Endpoint> {
  endpoint: E
  handlers: MiddlewareHandler<AppEnv>[]
}

/** One handler an endpoint of a contract, all of them: a missing or unknown one does not typecheck. */
export type ContractRoutes<C extends Contract> = { [Name in keyof C]: ApiRoute<C[Name]> }

/** The routes of /api/client. */
export type ApiRoutes = ContractRoutes<Endpoints>

/** Hono's validated-data store (`c.req.valid`), typed for the two targets the API uses. */
interface ValidatedRequest {
  addValidatedData(target: 'query' | 'json', data: object): void
  valid(target: 'query' | 'json'): unknown
}

function validated<T>(result: IValidation<T>): T {
  if (!result.success) throw validationError(result.errors)
  return result.data
}

/** Validates the query string with a typia validator of the endpoint's query type: a bad value is a 400. */
export function queryValidation(validate: QueryValidator<unknown>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    ;(c.req as unknown as ValidatedRequest).addValidatedData('query', validated(validate(new URL(c.req.url).searchParams)) as object)
    await next()
  }
}

/**
 * Reads the body within `maxBytes` and keeps its bytes for whoever reads it next (handler, validation, an adapter
 * given `c.req.raw`): a 413 past the size, before reading when the length is declared (the body is then drained).
 */
export function bodyLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bytes = await readBodyBytes(c.req.raw, maxBytes)
    if (bytes === 'too_large') throw new ApiError(413, { code: 'body_too_large', message: `The body may have at most ${maxBytes} bytes` })
    c.req.raw = new Request(c.req.raw, { body: bytes })
    await next()
  }
}

/** How far a body is from a shape: the shape's fields it lacks, then its errors in all. */
function distance(failure: IValidation.IFailure): [number, number] {
  return [failure.errors.filter((error) => error.value === undefined).length, failure.errors.length]
}

/** The first shape's success, else the failure of the shape the body comes closest to (the earlier on a tie). */
function validateShapes(validators: readonly BodyValidator<unknown>[], input: unknown): IValidation<unknown> {
  let closest: IValidation.IFailure | undefined
  for (const validate of validators) {
    const result = validate(input)
    if (result.success) return result
    if (!closest) closest = result
    const [lacking, errors] = distance(result)
    const [closestLacking, closestErrors] = distance(closest)
    if (lacking < closestLacking || (lacking === closestLacking && errors < closestErrors)) closest = result
  }
  return closest!
}

/** Parses the JSON body and validates it exactly: a field the server does not know is rejected. */
export function bodyValidation(validate: BodyValidation<unknown>): MiddlewareHandler<AppEnv> {
  const validators = typeof validate === 'function' ? [validate] : validate
  return async (c, next) => {
    let input: unknown
    try {
      input = parseJson(await c.req.text())
    } catch {
      throw new ApiError(400, { code: 'invalid_json', message: 'The body is not valid JSON' })
    }
    ;(c.req as unknown as ValidatedRequest).addValidatedData('json', validated(validateShapes(validators, input)) as object)
    await next()
  }
}

/**
 * A handler for a contract endpoint, after `before` (e.g. privateAnswer), the body read within the endpoint's size
 * (every method but GET) and the validation of its query and body.
 */
export function route<E extends Endpoint>(
  endpoint: E,
  validators: NoInfer<Validators<E>>,
  handle: NoInfer<RouteHandler<E>>,
  before: MiddlewareHandler<AppEnv>[] = [],
): ApiRoute<E> {
  const { query, body } = validators as { query?: QueryValidator<unknown>; body?: BodyValidation<unknown> }
  const answer: MiddlewareHandler<AppEnv> = async (c) => {
    const request = c.req as unknown as ValidatedRequest
    const input = {
      query: query ? request.valid('query') : undefined,
      body: body ? request.valid('json') : undefined,
      params: c.req.param(),
    } as RouteInput<E>
    const result = await handle(c, input)
    return result instanceof Response ? result : c.json(result as object, endpoint.status as 200)
  }
  return {
    endpoint,
    handlers: [
      ...before,
      ...(endpoint.method === 'GET' ? [] : [bodyLimit(endpoint.maxBodyBytes ?? MAX_BODY_BYTES)]),
      ...(query ? [queryValidation(query)] : []),
      ...(body ? [bodyValidation(body)] : []),
      answer,
    ],
  }
}

/** `/events/{id}` → `/events/:id`. */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1')
}

/**
 * Mounts every route of `contract` at its endpoint's method and path, in the contract's order, behind what `firstOf`
 * gives the endpoint (its per-sender limit; a staff role check), which runs before anything else of the request.
 */
export function mountRoutes<C extends Contract>(
  app: Hono<AppEnv>,
  contract: C,
  routes: ContractRoutes<C>,
  firstOf: (name: keyof C & string, endpoint: Endpoint) => MiddlewareHandler<AppEnv> | undefined,
): void {
  for (const name of Object.keys(contract) as (keyof C & string)[]) {
    const { handlers } = routes[name] as ApiRoute
    const endpoint = contract[name]!
    const first = firstOf(name, endpoint)
    app.on(endpoint.method, honoPath(endpoint.path), ...((first ? [first, ...handlers] : handlers) as [MiddlewareHandler<AppEnv>]))
  }
}
