import { describe, expect, it } from 'vitest'
import { parseJson, readBodyBytes } from './request-body'

/** A chunked body (no Content-Length) of `chunks` × 1 KiB that counts how often it was pulled. */
function chunked(chunks: number): { request: Request; pulls: () => number } {
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled++ < chunks) controller.enqueue(new Uint8Array(1024).fill(0x20))
      else controller.close()
    },
  })
  return { request: new Request('http://localhost/', { method: 'POST', body, duplex: 'half' } as RequestInit), pulls: () => pulled }
}

describe('readBodyBytes (issue 39.8)', () => {
  it('a declared length over the limit is too large before a byte is read', async () => {
    const request = new Request('http://localhost/', { method: 'POST', body: 'x'.repeat(2048), headers: { 'Content-Length': '2048' } })
    expect(await readBodyBytes(request, 1024)).toBe('too_large')
    expect(request.bodyUsed).toBe(false)
  })

  it('a chunked body is counted as it comes, cut at the limit, and the rest read and dropped', async () => {
    const { request, pulls } = chunked(64)
    expect(await readBodyBytes(request, 10 * 1024)).toBe('too_large')
    expect(pulls()).toBe(65)
  })

  it('a body within the limit comes whole', async () => {
    const { request } = chunked(10)
    expect((await readBodyBytes(request, 10 * 1024)) as Uint8Array).toHaveLength(10 * 1024)
    expect(await readBodyBytes(new Request('http://localhost/', { method: 'POST', body: '{"a":1}' }), 7)).toEqual(new TextEncoder().encode('{"a":1}'))
  })
})

describe('parseJson (issue 39.7)', () => {
  it('parses JSON, surrogate pairs included', () => {
    expect(parseJson('{"a":["\\ud83d\\ude00",1],"b":null}')).toEqual({ a: ['😀', 1], b: null })
  })

  it.each(['"\\ud800"', '{"a":"x\\udc00y"}', '{"\\ud800":1}', '["\\ude00\\ud83d"]', '{"a":[{"b":"\\udfff"}]}'])('refuses a lone surrogate as bad JSON: %s', (text) => {
    expect(() => parseJson(text)).toThrow(SyntaxError)
  })
})
