/**
 * The typed client of /api/client, derived from the contract: one method a `client` endpoint of ENDPOINTS. The
 * same code serves the browser (fetch over the network) and the server render (the Hono app called in-process with
 * the request's env; see worker/ssr).
 */
import type { ApiErrorBody } from '../model/api'
import { fillPath, type BodyOf, type Endpoint, type HttpMethod, type PathParamName, type QueryOf, type ResponseOf } from '../model/api-contract/endpoint'
import { ENDPOINTS, type EndpointName, type Endpoints } from '../model/api-contract/endpoints'
import type { Currency } from '../model/currencies'
import type { Language } from '../model/languages'

export type ApiFetch = (request: Request) => Promise<Response>

/** A failed call: `status` of the HTTP answer (0 when the network failed), the contract's error body (ERR-10). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message)
    this.name = 'ApiRequestError'
  }
  get code(): string {
    return this.body.code
  }
}

export interface ApiClientOptions {
  fetch: ApiFetch
  /** Origin the relative API paths resolve against (the page's own origin). */
  origin: string
  language: Language
  currency: Currency
}

/** The endpoints the site calls; provider callbacks and the sandbox page (`client: false`) are left out. */
export type ClientEndpointName = { [Name in EndpointName]: Endpoints[Name]['client'] extends false ? never : Name }[EndpointName]

type PathOf<E> = E extends Endpoint<HttpMethod, infer Path> ? Path : never
type Part<Key extends string, Value> = [Value] extends [never] ? { [K in Key]?: never } : Record<never, never> extends Value ? { [K in Key]?: Value } : { [K in Key]: Value }

/** What a call takes: its path's `{name}` params, its query (language and currency are added) and its JSON body. */
export type CallInput<E> = Part<'params', [PathParamName<PathOf<E>>] extends [never] ? never : Record<PathParamName<PathOf<E>>, string>> &
  Part<'query', QueryOf<E>> &
  Part<'body', BodyOf<E>>

export type ApiCall<E> = Record<never, never> extends CallInput<E> ? (input?: CallInput<E>) => Promise<ResponseOf<E>> : (input: CallInput<E>) => Promise<ResponseOf<E>>

export type ApiClient = { [Name in ClientEndpointName]: ApiCall<Endpoints[Name]> } & { language: Language; currency: Currency }

interface RawInput {
  params?: Record<string, string>
  query?: Record<string, unknown>
  body?: unknown
}

export function isClientEndpoint(name: EndpointName): name is ClientEndpointName {
  return ENDPOINTS[name].client
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  async function call(endpoint: Endpoint, { params = {}, query = {}, body }: RawInput = {}): Promise<unknown> {
    const url = new URL(`/api/client${fillPath(endpoint.path, params)}`, options.origin)
    const values = { language: options.language, currency: options.currency, ...(endpoint.clientQuery as object | undefined), ...query }
    for (const [key, value] of Object.entries(values)) if (value !== undefined) url.searchParams.set(key, String(value))
    let response: Response
    try {
      response = await options.fetch(
        new Request(url, {
          method: endpoint.method,
          // A write without a body (logout) is JSON too: the API takes no other type for writes.
          headers: endpoint.method === 'GET' ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      )
    } catch (error) {
      throw new ApiRequestError(0, { code: 'network', message: error instanceof Error ? error.message : 'Network error' })
    }
    const payload = (await response.json().catch(() => undefined)) as unknown
    if (!response.ok) {
      const errorBody = (payload ?? { code: 'http_' + response.status, message: response.statusText }) as ApiErrorBody
      throw new ApiRequestError(response.status, errorBody)
    }
    return payload
  }
  const calls = (Object.keys(ENDPOINTS) as EndpointName[])
    .filter(isClientEndpoint)
    .map((name) => [name, (input?: RawInput) => call(ENDPOINTS[name], input)])
  return { ...Object.fromEntries(calls), language: options.language, currency: options.currency } as ApiClient
}
