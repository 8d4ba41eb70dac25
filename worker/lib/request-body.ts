/** Request bodies read within a size and parsed totally (issue 39.7–8). */

/** How much one read of a drained body takes at least: few large reads keep the isolate free for other requests. */
const DRAIN_READ_BYTES = 1024 * 1024

/** workerd's byte reader, which waits until a read fills `minBytes` of the view (or the stream ends). */
interface FillingReader extends ReadableStreamBYOBReader {
  readAtLeast?(minBytes: number, view: Uint8Array): Promise<ReadableStreamReadResult<Uint8Array>>
}

/**
 * Reads what is left of a stream and drops it, in reads of a megabyte where the stream takes a buffer (workerd's
 * request bodies do; one chunk at a time otherwise); a sender that hangs up ends it too.
 */
async function drain(stream: ReadableStream<Uint8Array>): Promise<void> {
  let reader: FillingReader | undefined
  try {
    reader = stream.getReader({ mode: 'byob' }) as FillingReader
  } catch {
    // Not a byte stream.
  }
  try {
    if (!reader) {
      const chunks = stream.getReader()
      while (!(await chunks.read()).done);
      return
    }
    let view = new Uint8Array(DRAIN_READ_BYTES)
    for (;;) {
      const { done, value } = reader.readAtLeast ? await reader.readAtLeast(view.length, view) : await reader.read(view)
      if (done || !value) return
      view = new Uint8Array(value.buffer as ArrayBuffer)
    }
  } catch {
    // The sender went away: nothing is left to read.
  }
}

/**
 * Reads a body nobody read to its end and drops it: an answer racing the upload was lost in `wrangler dev` (a 500
 * from its proxy, "Network connection lost", or a reset socket); cancelling the stream instead did not help.
 */
export async function drainBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return
  await drain(request.body)
}

/** The body's declared length, when it declares one (not chunked). */
function declaredLength(request: Request): number | null {
  const header = request.headers.get('Content-Length')
  return header !== null && /^\d+$/.test(header.trim()) && !request.headers.has('Transfer-Encoding') ? Number(header) : null
}

/**
 * The body's bytes, or 'too_large' past `maxBytes`: a declared length over it without reading a byte (the body is
 * left to drainBody), a chunked body cut at the limit and the rest dropped.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | 'too_large'> {
  const declared = declaredLength(request)
  if (declared !== null && declared > maxBytes) return 'too_large'
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      reader.releaseLock()
      await drain(request.body)
      return 'too_large'
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

const LONE_SURROGATE = /\p{Cs}/u

/**
 * JSON.parse for what a sender wrote: a string or name holding a lone surrogate (`"\ud800"`, which I-JSON, RFC 7493,
 * forbids) is a SyntaxError like any other bad JSON, so that no such string reaches encodeURIComponent, D1 or a mail.
 */
export function parseJson(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => {
    if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) {
      throw new SyntaxError('A lone surrogate in a JSON string')
    }
    return value
  })
}
