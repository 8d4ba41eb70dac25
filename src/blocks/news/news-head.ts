import { textExcerpt } from '../../seo/excerpt'
import { breadcrumbListLd } from '../../seo/json-ld'
import { pageHead, siteSeo, type HeadContext } from '../../seo/route-head'
import { canonicalUrl } from '../../seo/urls'
import type { NewsEntity } from '../../model/entities/publications'
import { newsArticleLd } from './news-article-ld'
import { tagTitle, type NewsTag } from './news-tags'

/**
 * SEO-01…03 of a news item page: meta from its seo_* fields (title, else the item's title; description, else the
 * short description, else the body's text), `og:type` article with the publication time, JSON-LD NewsArticle and
 * the BreadcrumbList home > news > item.
 */
export function newsItemHead(ctx: HeadContext, news: NewsEntity, tags: NewsTag[] | null) {
  const site = siteSeo(ctx)
  const url = (path: string) => canonicalUrl(site.origin, site.language, path)
  const t = (id: string) => ctx.match.context.intl.formatMessage({ id })
  const pageUrl = url(`/news/${news.slug}`)
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
      }),
      breadcrumbListLd([
        { name: t('breadcrumbs.home'), url: url('/') },
        { name: t('news.title'), url: url('/news') },
        { name: news.title, url: pageUrl },
      ]),
    ],
  )
}
