/**
 * The typed client of /api/client, derived from the contract: one method a `client` endpoint of ENDPOINTS. The
 * same code serves the browser (fetch over the network) and the server render (the Hono app called in-process with
 * the request's env; see worker/ssr).
 */
import { contractCalls, type ApiCall, type ApiFetch } from './contract-client'
import type { EndpointName, Endpoints } from '../model/api-contract/endpoints'
import type { Currency } from '../model/currencies'
import type { Language } from '../model/languages'

export { ApiRequestError, type ApiCall, type ApiFetch, type CallInput } from './contract-client'

export interface ApiClientOptions {
  fetch: ApiFetch
  /** Origin the relative API paths resolve against (the page's own origin). */
  origin: string
  language: Language
  currency: Currency
}

/** The endpoints the site calls; provider callbacks and the sandbox page (`client: false`) are left out. */
export type ClientEndpointName = { [Name in EndpointName]: Endpoints[Name]['client'] extends false ? never : Name }[EndpointName]

export type ApiClient = { [Name in ClientEndpointName]: ApiCall<Endpoints[Name]> } & { language: Language; currency: Currency }

type LoadedCalls = Record<string, ((input?: unknown) => Promise<unknown>) | undefined>

/**
 * The client's calls are made from the contract's table of endpoints when the first call is made: the table (paths,
 * methods, limits) is some 2 KB gzip that a visitor's page does not need before it is used (issue 43.3), so the browser
 * loads it with the first call, a next page's loader or a form's send.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let loaded: Promise<LoadedCalls> | undefined
  const calls = () =>
    (loaded ??= import('../model/api-contract/endpoints').then(
      ({ ENDPOINTS }) =>
        contractCalls(ENDPOINTS, '/api/client', { fetch: options.fetch, origin: options.origin, query: { language: options.language, currency: options.currency } }) as LoadedCalls,
    ))
  const settings = { language: options.language, currency: options.currency }
  return new Proxy(settings, {
    get(target, name, receiver) {
      // Not a thenable (`await api` is the client itself), and its own values and symbols as they are.
      if (typeof name !== 'string' || name === 'then' || name in target) return Reflect.get(target, name, receiver) as unknown
      return async (input?: unknown) => {
        const call = (await calls())[name]
        if (!call) throw new TypeError(`/api/client has no endpoint "${name}" the site calls`)
        return call(input)
      }
    },
  }) as unknown as ApiClient
}
