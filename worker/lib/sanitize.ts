import xss, { type IWhiteList } from 'xss'

/**
 * xss is CommonJS and fills its exports at run time: only its default export (module.exports) is reliable across
 * bundlers and module runners (Vite's SSR runner in the workerd tests sees no named exports at all).
 */
const { FilterXSS } = xss as unknown as typeof import('xss')

const NONE: string[] = []
const CELL = ['colspan', 'rowspan', 'align', 'valign', 'width']

/**
 * Tags and attributes rich text may keep. Spelled out here rather than taken from `getDefaultWhiteList()`: the list
 * is part of the security contract (no audio, video, area or font).
 */
const RICH_TEXT_TAGS: IWhiteList = {
  ...Object.fromEntries(
    [
      'p', 'br', 'hr', 'div', 'span', 'section', 'article', 'aside', 'header', 'footer', 'address',
      'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'mark', 'small',
      'sub', 'sup', 'abbr', 'cite', 'code', 'kbd', 'pre', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
      'figure', 'figcaption', 'caption', 'details', 'summary', 'thead', 'tbody', 'tfoot', 'tr',
    ].map((tag) => [tag, NONE]),
  ),
  blockquote: ['cite'],
  table: ['width', 'border', 'align', 'valign'],
  td: CELL,
  th: CELL,
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
}

/**
 * Allow-list HTML sanitiser for rich text that reaches pages (BE-25): bodies, legal details, competence.
 * Scripts, event handlers, javascript: URLs and unknown tags are removed.
 */
const richText = new FilterXSS({
  whiteList: RICH_TEXT_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed'],
})

const MAP_HOSTS = /^https:\/\/(yandex\.ru\/map-widget\/|www\.google\.com\/maps\/embed)/

/** Map embeds (office `coords`): only an iframe to a known map provider survives. */
const mapEmbed = new FilterXSS({
  whiteList: { iframe: ['src', 'width', 'height', 'title', 'loading', 'allowfullscreen'] },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style'],
  safeAttrValue: (tag, name, value) => (tag === 'iframe' && name === 'src' && !MAP_HOSTS.test(value) ? '' : value),
})

export function sanitizeRichText(html: string): string {
  return richText.process(html)
}

export function sanitizeMapEmbed(html: string): string {
  return mapEmbed.process(html)
}
