/**
 * A loopback reverse proxy that compresses responses the way Cloudflare's edge does for a browser that accepts
 * brotli (text types: HTML, CSS, JavaScript, JSON, SVG, XML). Locally `wrangler dev` serves the Worker and its
 * static assets uncompressed; in production the edge compresses both, so page-weight and Lighthouse figures are
 * taken through this proxy to measure what a visitor receives. Responses that are already encoded pass through.
 */
import http from 'node:http'
import zlib from 'node:zlib'
import { HOST, freePort } from '../e2e/support/worker-server.mjs'

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/

function encodingFor(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br'
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip'
  return null
}

function compressor(encoding) {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip({ level: 6 })
}

/** Starts the proxy in front of `upstream` (an origin); resolves with its origin and `stop()`. */
export async function startCompressionProxy(upstream) {
  const target = new URL(upstream)
  const agent = new http.Agent({ keepAlive: true })
  const server = http.createServer((request, response) => {
    const forwarded = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers, agent },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '')
        const encoding = answer.headers['content-encoding'] ? null : encodingFor(String(request.headers['accept-encoding']))
        if (!encoding || !COMPRESSIBLE.test(type) || request.method === 'HEAD') {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
          return
        }
        const headers = { ...answer.headers, 'content-encoding': encoding, vary: 'accept-encoding' }
        delete headers['content-length']
        response.writeHead(answer.statusCode ?? 502, headers)
        answer.pipe(compressor(encoding)).pipe(response)
      },
    )
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    request.pipe(forwarded)
  })
  const port = await freePort()
  await new Promise((resolve) => server.listen(port, HOST, resolve))
  return {
    origin: `http://${HOST}:${port}`,
    stop: () => {
      server.closeAllConnections()
      server.close()
      agent.destroy()
    },
  }
}
