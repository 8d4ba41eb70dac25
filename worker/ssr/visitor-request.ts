/** The server render's in-process API calls act for the visitor: they carry the page request's cookies (its session). */
export function asVisitor(apiRequest: Request, cookie: string | undefined): Request {
  if (!cookie) return apiRequest
  const request = new Request(apiRequest)
  request.headers.set('Cookie', cookie)
  return request
}
