/** One endpoint of a contract (/api/client, /api/staff): what the worker mounts, the client calls and the OpenAPI document lists. */
import type { StaffRole } from '../staff'

export type HttpMethod = 'GET' | 'POST' | 'PUT'

/** The types of an endpoint; `never` for a body it does not take or a query it leaves to its handler. */
export interface EndpointTypes {
  query: unknown
  body: unknown
  response: unknown
}

export interface Endpoint<Method extends HttpMethod = HttpMethod, Path extends string = string, Types extends EndpointTypes = EndpointTypes> {
  method: Method
  /** Under its contract's prefix (/api/client, /api/staff), with `{name}` for a path parameter. */
  path: Path
  status: 200 | 201 | 202 | 302 | 303
  /** `true`: the site calls it through the typed client; `false`: a provider or the sandbox's own page does. */
  client: boolean
  /** What a successful answer is: JSON, the HTML page of the sandbox checkout, a provider's XML (PayBox), a desk CSV export. */
  media: 'application/json' | 'text/html' | 'application/xml' | 'text/csv'
  /**
   * `required`: only for a signed-in visitor (the `__Host-session` cookie or `Authorization: Token`): its handler
   * answers anyone else 401 (requireSession, after its own rate limits); `optional`: answers either way, differently
   * when signed in. Absent: no session. The OpenAPI document's security follows it.
   */
  session?: 'required' | 'optional'
  /** Query values the client always sends (REVIEWS-05: `moderated=true`). */
  clientQuery?: Partial<Types['query']>
  /** The largest body it reads, in bytes (default MAX_BODY_BYTES); a larger one is a 413 before it is read. */
  maxBodyBytes?: number
  /** Staff contract: the roles that may call it; the server answers anyone else 404. Absent there: a sign-in step. */
  roles?: readonly StaffRole[]
  /** Carries the types only; nothing at run time. */
  types?: Types
}

/** The types of an endpoint, written `types<Query, Response, Body>()`. */
export function types<Query, Response, Body = never>(): { query: Query; body: Body; response: Response } | undefined {
  return undefined
}

/** The body size of an endpoint that declares none: forms, orders and provider callbacks are a few kilobytes. */
export const MAX_BODY_BYTES = 64 * 1024

type Options<Types extends EndpointTypes> = Partial<
  Pick<Endpoint<HttpMethod, string, Types>, 'status' | 'client' | 'media' | 'session' | 'clientQuery' | 'maxBodyBytes' | 'roles'>
>

function endpoint<Method extends HttpMethod>(method: Method) {
  return <Path extends string, Types extends EndpointTypes, const Given extends Options<Types> = Record<never, never>>(
    path: Path,
    _types: Types | undefined,
    options?: Given,
  ): Endpoint<Method, Path, Types> & Given => ({
    method,
    path,
    status: method === 'POST' ? 201 : 200,
    client: true,
    media: 'application/json',
    ...(options as Given),
  })
}

export const get = endpoint('GET')
export const post = endpoint('POST')
export const put = endpoint('PUT')

/** A contract: its endpoints by the client's method name. */
export type Contract = Record<string, Endpoint>

export type QueryOf<E> = E extends Endpoint<HttpMethod, string, infer T> ? T['query'] : never
export type BodyOf<E> = E extends Endpoint<HttpMethod, string, infer T> ? T['body'] : never
export type ResponseOf<E> = E extends Endpoint<HttpMethod, string, infer T> ? T['response'] : never

/** `'/countries/{id}/cities'` → `'id'`. */
export type PathParamName<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamName<Rest> : never

export type PathParams<E> = E extends Endpoint<HttpMethod, infer Path> ? Record<PathParamName<Path>, string> : never

/** `/events/{id}` with `{id: 'a b'}` → `/events/a%20b`. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
}
