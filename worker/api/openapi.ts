/**
 * GET /api/client/openapi.json: the OpenAPI 3.1 document of every endpoint of src/model/api-contract, built by the
 * contracts' one generator (worker/lib/openapi-document.ts) from the schemas typia generates of its types.
 */
import typia from 'typia'
import type { Endpoint } from '../../src/model/api-contract/endpoint'
import { ENDPOINT_SUMMARIES } from '../../src/model/api-contract/endpoint-summaries'
import { ENDPOINTS, type Endpoints } from '../../src/model/api-contract/endpoints'
import { contractDocument, documentOnce, type DocumentedContract, type OperationAccess } from '../lib/openapi-document'
import { route } from '../lib/route'

/** The session a signed-in visitor carries (worker/auth/sessions.ts): the browser's cookie, or an API client's key. */
const SECURITY_SCHEMES = {
  sessionCookie: { type: 'apiKey', in: 'cookie', name: '__Host-session', description: 'The HttpOnly session cookie that sign-in sets' },
  sessionToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Token <key>`, with the `key` that sign-in answers (API-01)' },
}
const SIGNED_IN = [{ sessionCookie: [] }, { sessionToken: [] }]

/** The operation's security: none, a session, or a session if there is one (`{}`: anonymous too). */
function visitorAccess(endpoint: Endpoint): OperationAccess {
  if (endpoint.session === 'required') return { security: SIGNED_IN, responses: { 401: 'Not signed in, or the session has ended' } }
  return { security: endpoint.session === 'optional' ? [{}, ...SIGNED_IN] : [] }
}

/** The document, built once per isolate. */
export const openapiDocument = documentOnce(() =>
  contractDocument({
    contract: ENDPOINTS,
    schemas: typia.json.schema<DocumentedContract<Endpoints>, '3.1'>(),
    prefix: '/api/client',
    info: {
      title: 'Client API',
      version: '1.0.0',
      description: 'The API of the site. Every call takes `language` and `currency`; prices are integer minor units.',
    },
    summaries: ENDPOINT_SUMMARIES,
    securitySchemes: SECURITY_SCHEMES,
    calledByOthers: 'a payment provider or the sandbox checkout page, not the site client',
    access: visitorAccess,
  }),
)

export const openapiRoutes = {
  openapi: route(ENDPOINTS.openapi, {}, (c) => c.json(openapiDocument(), 200, { 'Cache-Control': 'public, max-age=300' })),
}
