/**
 * React's edge renderer with text chunks (issue 43.3: a cheaper uncached render).
 *
 * As published, react-dom-server.edge turns every string it writes (each attribute value, each text, each of its own
 * markup pieces) into bytes with its own `TextEncoder.encode` call and copies them into 4 KiB views: some thousands of
 * calls into the runtime and as many small buffers a page. Here its stream configuration keeps what it writes as
 * strings, the shape React's own string renderers use, and encodes once a flush: the same bytes in fewer, larger chunks.
 * The sizes React counts to decide which Suspense boundaries to stream apart stay UTF-8 byte counts, so the markup is
 * the same too (worker/tools/react-text-chunks.test.ts renders pages both ways and compares them).
 *
 * The patch is by exact text of the pinned react-dom (package-lock.json): when a React update changes any of it,
 * `withTextChunks` throws and the build stops, naming the piece to look at again.
 */

/**
 * What is replaced in react-dom/cjs/react-dom-server.edge.production.js, and with what; with `until`, the replaced text
 * runs from `from` up to that text, which stays.
 */
const REPLACEMENTS: readonly { what: string; from: string; until?: string; to: string }[] = [
  {
    what: 'writeChunk',
    from: String.raw`  currentView = null,
  writtenBytes = 0;
function writeChunk(destination, chunk) {`,
    // …its whole body, up to the next function.
    until: 'function writeChunkAndReturn(',
    to: String.raw`  pendingText = "";
function writeChunk(destination, chunk) {
  pendingText += chunk;
}
`,
  },
  {
    what: 'writeChunkAndReturn',
    from: String.raw`function writeChunkAndReturn(destination, chunk) {
  writeChunk(destination, chunk);
  return !0;
}`,
    to: String.raw`function writeChunkAndReturn(destination, chunk) {
  pendingText += chunk;
  return !0;
}`,
  },
  {
    what: 'completeWriting',
    from: String.raw`function completeWriting(destination) {
  currentView &&
    0 < writtenBytes &&
    (destination.enqueue(new Uint8Array(currentView.buffer, 0, writtenBytes)),
    (currentView = null),
    (writtenBytes = 0));
}`,
    to: String.raw`function completeWriting(destination) {
  0 < pendingText.length &&
    (destination.enqueue(textEncoder.encode(pendingText)), (pendingText = ""));
}`,
  },
  {
    what: 'stringToChunk, stringToPrecomputedChunk and byteLengthOfChunk',
    from: String.raw`function stringToChunk(content) {
  return textEncoder.encode(content);
}
function stringToPrecomputedChunk(content) {
  return textEncoder.encode(content);
}
function byteLengthOfChunk(chunk) {
  return chunk.byteLength;
}`,
    to: String.raw`function stringToChunk(content) {
  return content;
}
function stringToPrecomputedChunk(content) {
  return content;
}
function byteLengthOfChunk(chunk) {
  for (var bytes = chunk.length, i = 0; i < chunk.length; i++) {
    var code = chunk.charCodeAt(i);
    127 < code && (bytes += 2047 < code && (55296 > code || 57343 < code) ? 2 : 1);
  }
  return bytes;
}`,
  },
  {
    what: "finishedSegment's byte count",
    from: 'segmentByteSize += segment[i].byteLength;',
    to: 'segmentByteSize += byteLengthOfChunk(segment[i]);',
  },
  {
    what: "flushCompletedQueues' fresh view (start)",
    from: String.raw`function flushCompletedQueues(request, destination) {
  currentView = new Uint8Array(4096);
  writtenBytes = 0;`,
    to: String.raw`function flushCompletedQueues(request, destination) {
  pendingText = "";`,
  },
  {
    what: "flushCompletedQueues' fresh view (partial boundaries)",
    from: String.raw`      completeWriting(destination);
      currentView = new Uint8Array(4096);
      writtenBytes = 0;`,
    to: String.raw`      completeWriting(destination);`,
  },
]

/** The edge renderer's source with text chunks; throws when a piece to replace is not found exactly once. */
export function withTextChunks(source: string): string {
  let patched = source
  for (const { what, from, until, to } of REPLACEMENTS) {
    const first = patched.indexOf(from)
    const end = until === undefined ? first + from.length : patched.indexOf(until, first)
    if (first < 0 || end < 0 || patched.indexOf(from, first + from.length) >= 0) {
      throw new Error(`react-text-chunks: ${what} is not in react-dom's edge renderer exactly once; check the patch against this React version`)
    }
    patched = patched.slice(0, first) + to + patched.slice(end)
  }
  return patched
}
