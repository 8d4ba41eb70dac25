import { describe, expect, it } from 'vitest'
import { insertAtMarkers, type Insertion } from './insert-html'

const BODY_END: Insertion = { marker: '</body>', place: 'before', html: () => '<i>x</i>' }
const HEAD_START: Insertion = { marker: '<head>', place: 'after', html: () => '<s>h</s>' }

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)
      controller.close()
    },
  })
}

const run = (chunks: (string | Uint8Array)[], insertions: Insertion[] = [BODY_END]) => new Response(insertAtMarkers(streamOf(chunks), insertions)).text()

describe('insertAtMarkers', () => {
  it('puts the html before </body> even when the tag is split across chunks', async () => {
    expect(await run(['<html><body><p>é', 'ü</p></bo', 'dy></html>'])).toBe('<html><body><p>éü</p><i>x</i></body></html>')
    expect(await run(['<body>a</body>', '</html>'])).toBe('<body>a<i>x</i></body></html>')
  })

  it('puts one insertion after <head> and the next before </body>, each marker split across chunks', async () => {
    expect(await run(['<html><he', 'ad><meta/></head><body>a</b', 'ody></html>'], [HEAD_START, BODY_END])).toBe(
      '<html><head><s>h</s><meta/></head><body>a<i>x</i></body></html>',
    )
    expect(await run(['<html><head></head><body>a</body></html>'], [HEAD_START, BODY_END])).toBe('<html><head><s>h</s></head><body>a<i>x</i></body></html>')
  })

  it('keeps multi-byte characters split across chunks whole', async () => {
    const bytes = new TextEncoder().encode('<body>ж</body>')
    expect(await run([bytes.slice(0, 7), bytes.slice(7)], [{ ...BODY_END, html: () => '!' }])).toBe('<body>ж!</body>')
  })

  it('appends the html of a marker the stream never has', async () => {
    expect(await run(['<p>a</p>'])).toBe('<p>a</p><i>x</i>')
    expect(await run(['<p>a</p>'], [HEAD_START, BODY_END])).toBe('<p>a</p><s>h</s><i>x</i>')
  })
})
