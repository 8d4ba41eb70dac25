import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { methodNotAllowed } from './allowed-methods'
import { drainUnreadBody } from './unread-body'

/** A body of `chunks` × 64 KiB that counts how often it was pulled. */
function countedBody(chunks: number): { body: ReadableStream<Uint8Array>; pulls: () => number } {
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled++ < chunks) controller.enqueue(new Uint8Array(64 * 1024))
      else controller.close()
    },
  })
  return { body, pulls: () => pulled }
}

const app = new Hono()
  .use(drainUnreadBody)
  .use(methodNotAllowed)
  .post('/api/client/refused', (c) => c.text('Payload Too Large', 413))
  .all('*', (c) => c.text('served'))

function post(path: string, body: ReadableStream<Uint8Array>): Promise<Response> {
  return Promise.resolve(app.request(new Request(`http://localhost${path}`, { method: 'POST', body, duplex: 'half' } as RequestInit)))
}

describe('a body the Worker does not read is read to its end before the answer (issue 39.8)', () => {
  it('the 405 of a refused method: the upload never races the answer', async () => {
    const { body, pulls } = countedBody(16)
    expect((await post('/', body)).status).toBe(405)
    expect(pulls()).toBe(17)
  })

  it('any answer given without reading the body (a 413 from its declared length, a 403, a 429)', async () => {
    const { body, pulls } = countedBody(16)
    expect((await post('/api/client/refused', body)).status).toBe(413)
    expect(pulls()).toBe(17)
  })

})
