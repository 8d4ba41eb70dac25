/** Where a piece of HTML goes in a streamed page: right before or right after the first occurrence of `marker`. */
export interface Insertion {
  marker: string
  place: 'before' | 'after'
  /** Asked for only when the stream gets to the marker (everything above has rendered by then). */
  html: () => string
}

/**
 * Passes an HTML stream through and puts each insertion at its marker; the insertions are given in the order their
 * markers come in the page. An insertion whose marker never comes goes at the end of the stream.
 */
export function insertAtMarkers(stream: ReadableStream<Uint8Array>, insertions: readonly Insertion[]): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  const waiting = [...insertions]
  let pending = ''
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (waiting.length === 0) {
          controller.enqueue(chunk)
          return
        }
        pending += decoder.decode(chunk, { stream: true })
        let out = ''
        for (let next = waiting[0]; next; next = waiting[0]) {
          const found = pending.indexOf(next.marker)
          if (found < 0) break
          const at = next.place === 'before' ? found : found + next.marker.length
          out += pending.slice(0, at) + next.html()
          pending = pending.slice(at)
          waiting.shift()
        }
        // Keep only what could be the start of the next marker split across chunks.
        const keep = waiting[0] ? waiting[0].marker.length - 1 : 0
        if (pending.length > keep) {
          out += pending.slice(0, pending.length - keep)
          pending = pending.slice(pending.length - keep)
        }
        if (out) controller.enqueue(encoder.encode(out))
      },
      flush(controller) {
        pending += decoder.decode()
        controller.enqueue(encoder.encode(pending + waiting.map((insertion) => insertion.html()).join('')))
      },
    }),
  )
}
