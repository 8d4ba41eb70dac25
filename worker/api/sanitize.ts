import { FilterXSS, getDefaultWhiteList } from 'xss'

/**
 * Allow-list HTML sanitiser for rich text that reaches pages (BE-25): bodies, legal details, competence.
 * Scripts, event handlers, javascript: URLs and unknown tags are removed.
 */
const richText = new FilterXSS({
  whiteList: {
    ...getDefaultWhiteList(),
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  },
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
