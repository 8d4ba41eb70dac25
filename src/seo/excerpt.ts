import { boundedMemoByStrings } from '../model/bounded-memo'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', laquo: '«', raquo: '»', mdash: '—', ndash: '–' }

const BLOCK_TAG = /<\/?(p|h[1-6]|li|ul|ol|br|hr|div|tr|td|th|table|blockquote|section|article|figure|figcaption)\b[^>]*>/gi

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/**
 * A meta description from sanitised HTML when a page has no seo_description (SEO-01): the text of the body,
 * whitespace collapsed, cut at a word boundary to at most `max` characters with an ellipsis. Characters are code
 * points, so a cut never splits a surrogate pair (an emoji) in half (REVIEWS-09). The cards of every render ask for
 * the same few texts again (reviews, news, trainers): the latest answers are kept (issue 43.3).
 */
export function textExcerpt(html: string, max = 160): string {
  return keptExcerpt(html, String(max))
}

const keptExcerpt = boundedMemoByStrings(1024, (html: string, max: string) => computedExcerpt(html, Number(max)))

function computedExcerpt(html: string, max: number): string {
  const text = decodeEntities(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      // Block elements separate words; inline ones (b, a, span…) do not.
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= max) return text
  const characters = Array.from(text)
  if (characters.length <= max) return text
  const cut = characters.slice(0, max - 1)
  const boundary = cut.lastIndexOf(' ')
  return `${(boundary > max / 2 ? cut.slice(0, boundary) : cut).join('').replace(/[\s,.;:—–-]+$/, '')}…`
}
