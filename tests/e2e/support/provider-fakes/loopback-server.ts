/** The HTTP server of a provider's fake: a free loopback port, 500 for a handler that throws, closed by the tests. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface LoopbackServer {
  url: string
  close(): Promise<void>
}

export async function serveOnLoopback(handle: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>): Promise<LoopbackServer> {
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
