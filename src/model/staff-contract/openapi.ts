/** The staff API's own OpenAPI 3.1 document (issue 41 "How it is built"): for admins only, like the rest of the desk. */
import { get, types } from '../api-contract/endpoint'

export const STAFF_OPENAPI_ENDPOINTS = {
  staffOpenapi: get('/openapi.json', types<never, Record<string, unknown>>(), { roles: ['admin'], client: false }),
}
