/**
 * schema.org `NewsArticle` of a news item page (`BlogPosting` of a blog article, BLOG-06) (issue 4 "JSON-LD", SEO-01): headline, description, publication
 * date, the tags as keywords, the site as publisher. Pure.
 */
import type { NewsEntity } from '../../model/entities/publications'

export interface NewsArticleLdContext {
  /** Absolute address of the news item page. */
  url: string
  /** The page's description (seo_description, else the short description). */
  description: string
  /** Titles of the item's tags; slugs where a title is unknown. */
  keywords: string[]
  publisher: { name: string; url: string }
  /** The page's language (BCP 47). */
  language: string
  /** `BlogPosting` for a blog article; `NewsArticle` by default. */
  type?: 'NewsArticle' | 'BlogPosting'
  /** Absolute address of the item's large image, when it has one. */
  image?: string
}

/** Google's limit for a headline; a longer title is cut with an ellipsis. */
export const HEADLINE_MAX_LENGTH = 110

export function headline(title: string): string {
  const text = title.trim()
  return text.length <= HEADLINE_MAX_LENGTH ? text : `${text.slice(0, HEADLINE_MAX_LENGTH - 1).trimEnd()}…`
}

export function newsArticleLd(news: Pick<NewsEntity, 'title' | 'date_publication'>, context: NewsArticleLdContext): Record<string, unknown> {
  const publisher = { '@type': 'Organization', name: context.publisher.name, url: context.publisher.url }
  return {
    '@context': 'https://schema.org',
    '@type': context.type ?? 'NewsArticle',
    headline: headline(news.title),
    ...(context.description ? { description: context.description } : {}),
    url: context.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': context.url },
    datePublished: news.date_publication,
    ...(context.image ? { image: context.image } : {}),
    inLanguage: context.language,
    ...(context.keywords.length > 0 ? { keywords: context.keywords.join(', ') } : {}),
    author: publisher,
    publisher,
  }
}
