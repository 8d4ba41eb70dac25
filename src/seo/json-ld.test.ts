import { describe, expect, it } from 'vitest'
import { breadcrumbListLd, jsonLdScript } from './json-ld'
import { textExcerpt } from './excerpt'

describe('JSON-LD', () => {
  it('LAYOUT-09: a BreadcrumbList from home to the page', () => {
    expect(breadcrumbListLd([{ name: 'Главная', url: 'https://t.example/' }, { name: 'Оферта' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://t.example/' },
        { '@type': 'ListItem', position: 2, name: 'Оферта' },
      ],
    })
  })

  it('text from the CMS cannot close the script element', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script> & more' })
    expect(script.type).toBe('application/ld+json')
    expect(script.children).not.toMatch(/<|>|&/)
    expect(JSON.parse(script.children)).toEqual({ name: '</script><script>alert(1)</script> & more' })
  })
})

describe('description from the body (SEO-01)', () => {
  it('takes the text of the HTML, entities decoded and whitespace collapsed', () => {
    expect(textExcerpt('<h2>Общие&nbsp;положения</h2>\n<p>Оплата &laquo;картой&raquo; &amp; <b>наличными</b>.</p>')).toBe(
      'Общие положения Оплата «картой» & наличными.',
    )
  })

  it('cuts long text at a word boundary with an ellipsis', () => {
    const excerpt = textExcerpt(`<p>${'слово '.repeat(60)}</p>`, 40)
    expect(excerpt.length).toBeLessThanOrEqual(40)
    expect(excerpt).toMatch(/слово…$/)
  })

  it('answers the same text again, and each length its own (kept answers, issue 43.3)', () => {
    const html = `<p>${'текст '.repeat(60)}</p>`
    const short = textExcerpt(html, 40)
    expect(textExcerpt(html, 40)).toBe(short)
    expect(textExcerpt(html, 100)).not.toBe(short)
    expect(textExcerpt(html, 100).length).toBeLessThanOrEqual(100)
    expect(textExcerpt(html, 100).length).toBeGreaterThan(60)
  })
})
