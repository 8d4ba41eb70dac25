/**
 * GET /api/staff/openapi.json (issue 41): the staff contract's OpenAPI 3.1 document, built by the same generator as
 * /api/client/openapi.json (worker/lib/openapi-document.ts); admins only, 404 to anyone else, never cached.
 */
import typia from 'typia'
import type { Endpoint } from '../../src/model/api-contract/endpoint'
import { STAFF_ENDPOINT_SUMMARIES } from '../../src/model/staff-contract/endpoint-summaries'
import { STAFF_API_PREFIX, STAFF_ENDPOINTS, type StaffEndpoints } from '../../src/model/staff-contract/endpoints'
import { contractDocument, documentOnce, type DocumentedContract, type OperationAccess } from '../lib/openapi-document'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'

/** The staff session (worker/staff/staff-session.ts): its own HttpOnly, SameSite=Strict cookie, apart from the visitor's. */
const SECURITY_SCHEMES = {
  staffCookie: { type: 'apiKey', in: 'cookie', name: '__Host-staff', description: 'The staff session cookie that sign-in sets' },
}

/** An endpoint with roles wants a session past the second factor holding one of them (`x-roles`); the sign-in steps take one if there is one. */
function staffAccess(endpoint: Endpoint): OperationAccess {
  if (!endpoint.roles) return { security: [{}, { staffCookie: [] }] }
  return {
    security: [{ staffCookie: [] }],
    responses: { 404: 'Unknown endpoint: not signed in at the desk with the second factor, or without one of the roles in `x-roles`' },
  }
}

export const staffOpenapiDocument = documentOnce(() =>
  contractDocument({
    contract: STAFF_ENDPOINTS,
    schemas: typia.json.schema<DocumentedContract<StaffEndpoints>, '3.1'>(),
    prefix: STAFF_API_PREFIX,
    info: {
      title: 'Staff API',
      version: '1.0.0',
      description: 'The staff desk’s API: each endpoint answers only staff signed in with the second factor and one of its roles (`x-roles`).',
    },
    summaries: STAFF_ENDPOINT_SUMMARIES,
    securitySchemes: SECURITY_SCHEMES,
    access: staffAccess,
  }),
)

export const staffOpenapiRoutes = {
  staffOpenapi: route(STAFF_ENDPOINTS.staffOpenapi, {}, (c) => c.json(staffOpenapiDocument()), [privateAnswer]),
}
