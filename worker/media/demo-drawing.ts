/** Helpers every demo drawing shares: numbers from a uuid, escaped text, wrapped lines, initials. */

/** FNV-1a over the text (a uuid, a name), then a small xorshift stream: deterministic numbers in [0, 1) from any text. */
export function numbersFrom(uuid: string): () => number {
  let state = 0x811c9dc5
  for (const char of uuid) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193) >>> 0
  const next = () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    return state / 4294967296
  }
  // Similar uuids start from similar states: a few rounds spread them before the palette is picked.
  for (let round = 0; round < 8; round += 1) next()
  return next
}

export function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!
}

/** Text for an SVG text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!)
}

/** Words into lines of at most `width` characters (a longer word keeps its own line), at most `lines` lines. */
export function wrapWords(text: string, width: number, lines: number): string[] {
  const out: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1)
    if (last !== undefined && last.length + 1 + word.length <= width) out[out.length - 1] = `${last} ${word}`
    else out.push(word)
  }
  if (out.length <= lines) return out
  const kept = out.slice(0, lines)
  kept[lines - 1] = `${kept[lines - 1]}…`
  return kept
}

/** The initials of a name: the first letters of its first two words, upper-cased ("Aigul Sultanova" → "AS"). */
export function initialsOf(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}

/** The opening tag of a demo drawing: a 1440×900 composition shown at the rendition's pixel size. */
export function svgOpen(width: number, height: number, label: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1440 900" role="img" aria-label="${escapeXml(label)}">`
}

export const FONT = "font-family=\"'Segoe UI', 'Helvetica Neue', Arial, sans-serif\""
