/**
 * A typed client derived from a contract (src/model/api-contract/endpoint.ts): one call a `client` endpoint, under the
 * contract's prefix. The visitors' client (./client.ts) and the staff desk's (src/admin/staff-client.ts) are both this.
 */
import type { ApiErrorBody } from '../model/api'
import { fillPath, type BodyOf, type Contract, type Endpoint, type HttpMethod, type PathParamName, type QueryOf, type ResponseOf } from '../model/api-contract/endpoint'

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

type PathOf<E> = E extends Endpoint<HttpMethod, infer Path> ? Path : never
type Part<Key extends string, Value> = [Value] extends [never] ? { [K in Key]?: never } : Record<never, never> extends Value ? { [K in Key]?: Value } : { [K in Key]: Value }

/** What a call takes: its path's `{name}` params, its query (the client's own query values are added) and its JSON body. */
export type CallInput<E> = Part<'params', [PathParamName<PathOf<E>>] extends [never] ? never : Record<PathParamName<PathOf<E>>, string>> &
  Part<'query', QueryOf<E>> &
  Part<'body', BodyOf<E>> & { signal?: AbortSignal }

export type ApiCall<E> = Record<never, never> extends CallInput<E> ? (input?: CallInput<E>) => Promise<ResponseOf<E>> : (input: CallInput<E>) => Promise<ResponseOf<E>>

/** The calls of a contract's `client` endpoints. */
export type ContractClient<C extends Contract> = { [Name in keyof C as C[Name]['client'] extends false ? never : Name]: ApiCall<C[Name]> }

export interface ContractClientOptions {
  fetch: ApiFetch
  /** Origin the relative API paths resolve against (the page's own origin). */
  origin: string
  /** Query values every call carries (the visitors' language and currency). */
  query?: Record<string, unknown>
}

interface RawInput {
  signal?: AbortSignal
  params?: Record<string, string>
  query?: Record<string, unknown>
  body?: unknown
}

/** One call a `client` endpoint of `contract`, under `prefix`. */
export function contractCalls<C extends Contract>(contract: C, prefix: string, options: ContractClientOptions): ContractClient<C> {
  async function call(endpoint: Endpoint, { params = {}, query = {}, body, signal }: RawInput = {}): Promise<unknown> {
    const url = new URL(`${prefix}${fillPath(endpoint.path, params)}`, options.origin)
    const values = { ...options.query, ...(endpoint.clientQuery as object | undefined), ...query }
    for (const [key, value] of Object.entries(values)) if (value !== undefined) url.searchParams.set(key, String(value))
    let response: Response
    try {
      response = await options.fetch(
        new Request(url, {
          method: endpoint.method,
          ...(signal ? { signal } : {}),
          // A write without a body (logout) is JSON too: the API takes no other type for writes but an upload's file.
          ...(endpoint.upload && body instanceof Blob
            ? { headers: { 'Content-Type': body.type || 'application/octet-stream' }, body }
            : {
                headers: endpoint.method === 'GET' ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
                ...(body === undefined ? {} : { body: JSON.stringify(body) }),
              }),
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
  const calls = Object.entries(contract)
    .filter(([, endpoint]) => endpoint.client)
    .map(([name, endpoint]) => [name, (input?: RawInput) => call(endpoint, input)])
  return Object.fromEntries(calls) as ContractClient<C>
}
