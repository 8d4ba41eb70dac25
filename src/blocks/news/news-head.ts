import { textExcerpt } from '../../seo/excerpt'
import { breadcrumbListLd } from '../../seo/json-ld'
import { pageHead, siteSeo, type HeadContext } from '../../seo/route-head'
import { canonicalUrl } from '../../model/site-urls'
import type { ArticleEntity, NewsEntity } from '../../model/entities/publications'
import { firstExpandedImage } from '../../components/cards/expanded-image'
import { newsArticleLd } from './news-article-ld'
import { tagTitle, type NewsTag } from './news-tags'

/** Where a publication lives: the news (NewsArticle) or the blog (BlogPosting, BLOG-06). */
const SECTIONS = {
  news: { path: '/news', title: 'news.title', type: 'NewsArticle' },
  blog: { path: '/blog', title: 'blog.title', type: 'BlogPosting' },
} as const

/**
 * SEO-01…03 of a news item or blog article page: meta from its seo_* fields (title, else the item's title;
 * description, else the short description, else the body's text), `og:type` article with the publication time,
 * JSON-LD NewsArticle (BlogPosting with its image for an article) and the BreadcrumbList home > section > item.
 */
export function newsItemHead(
  ctx: HeadContext,
  news: NewsEntity | ArticleEntity,
  tags: NewsTag[] | null,
  sectionName: keyof typeof SECTIONS = 'news',
) {
  const section = SECTIONS[sectionName]
  const site = siteSeo(ctx)
  const url = (path: string) => canonicalUrl(site.origin, site.language, path)
  const t = (id: string) => ctx.match.context.intl.formatMessage({ id })
  const pageUrl = url(`${section.path}/${news.slug}`)
  const image = 'images' in news ? firstExpandedImage(news.images) : null
  const description = news.seo_description || textExcerpt(news.short_description) || textExcerpt(news.body)
  return pageHead(
    ctx,
    {
      title: news.seo_title || news.title,
      description,
      keywords: news.seo_keywords,
      noindex: news.seo_noindex,
      type: 'article',
      publishedTime: news.date_publication,
    },
    [
      newsArticleLd(news, {
        url: pageUrl,
        description,
        keywords: news.tags.map((slug) => tagTitle(tags, slug)),
        publisher: { name: site.siteName, url: url('/') },
        language: site.language,
        type: section.type,
        ...(image ? { image: new URL(image.large, site.origin).href } : {}),
      }),
      breadcrumbListLd([
        { name: t('breadcrumbs.home'), url: url('/') },
        { name: t(section.title), url: url(section.path) },
        { name: news.title, url: pageUrl },
      ]),
    ],
  )
}
