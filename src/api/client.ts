/**
 * The typed client of /api/client, derived from the contract: one method a `client` endpoint of ENDPOINTS. The
 * same code serves the browser (fetch over the network) and the server render (the Hono app called in-process with
 * the request's env; see worker/ssr).
 */
import { contractCalls, type ApiCall, type ApiFetch } from './contract-client'
import { ENDPOINTS, type EndpointName, type Endpoints } from '../model/api-contract/endpoints'
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

export function isClientEndpoint(name: EndpointName): name is ClientEndpointName {
  return ENDPOINTS[name].client
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const calls = contractCalls(ENDPOINTS, '/api/client', { fetch: options.fetch, origin: options.origin, query: { language: options.language, currency: options.currency } })
  return { ...calls, language: options.language, currency: options.currency } as ApiClient
}
