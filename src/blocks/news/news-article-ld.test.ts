import { describe, expect, it } from 'vitest'
import type { NewsEntity } from '../../model/entities/publications'
import { HEADLINE_MAX_LENGTH, headline, newsArticleLd } from './news-article-ld'

const news: NewsEntity = {
  uuid: 'u-1',
  slug: 'sales-training-1',
  title: 'Sales training in Bishkek gathers 300 participants',
  short_description: 'Two days of practice.',
  body: '<p>Two days of practice.</p>',
  date_publication: '2026-10-29T09:00:00.000Z',
  tags: ['sales', 'negotiations'],
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
  seo_noindex: false,
}

const context = {
  url: 'https://example.org/en/news/sales-training-1',
  description: 'Two days of practice.',
  keywords: ['Sales', 'Negotiations'],
  publisher: { name: 'Academy', url: 'https://example.org/en' },
  language: 'en',
}

describe('NewsArticle JSON-LD (issue 4, SEO-01)', () => {
  it('describes the item with its headline, date, page, keywords and publisher', () => {
    expect(newsArticleLd(news, context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: news.title,
      description: 'Two days of practice.',
      url: context.url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': context.url },
      datePublished: '2026-10-29T09:00:00.000Z',
      inLanguage: 'en',
      keywords: 'Sales, Negotiations',
      author: { '@type': 'Organization', name: 'Academy', url: 'https://example.org/en' },
      publisher: { '@type': 'Organization', name: 'Academy', url: 'https://example.org/en' },
    })
  })

  it('leaves out an empty description and keywords', () => {
    const ld = newsArticleLd(news, { ...context, description: '', keywords: [] })
    expect(ld).not.toHaveProperty('description')
    expect(ld).not.toHaveProperty('keywords')
  })

  it('cuts a headline longer than the limit with an ellipsis', () => {
    const long = headline('word '.repeat(40))
    expect(long.length).toBeLessThanOrEqual(HEADLINE_MAX_LENGTH)
    expect(long.endsWith('…')).toBe(true)
    expect(headline(' Short ')).toBe('Short')
  })
})
