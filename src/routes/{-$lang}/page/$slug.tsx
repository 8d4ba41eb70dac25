import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { ApiRequestError } from '../../../api/client'
import { ContentPageView } from '../../../blocks/page/ContentPageView'
import type { PageEntity } from '../../../model/api'
import { textExcerpt } from '../../../seo/excerpt'
import { breadcrumbListLd } from '../../../seo/json-ld'
import { pageHead, siteSeo } from '../../../seo/route-head'
import { canonicalUrl } from '../../../model/site-urls'

/**
 * PAGE-01…03, ROUTE-09: a content page such as the public offer (OQ-42: oferta, offer, publicoffert, pay,
 * return are ordinary pages). An unknown slug is the 404 page with status 404; any other failure reaches the
 * error page with the error's code (ERR-03).
 */
export const Route = createFileRoute('/{-$lang}/page/$slug')({
  loader: async ({ context, params }): Promise<PageEntity> => {
    let page: PageEntity
    try {
      page = await context.api.page({ params: { id: params.slug } })
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) throw notFound()
      throw error
    }
    // The API also finds a page by uuid: one address per page, the slug's (SEO-06: a real 301).
    if (page.slug !== params.slug) {
      throw redirect({ to: '/{-$lang}/page/$slug', params: { lang: params.lang, slug: page.slug }, statusCode: 301 })
    }
    return page
  },
  // PAGE-02, SEO-02/03: meta from the page's seo_* fields; noindex,follow when seo_noindex.
  head: (ctx) => {
    const page = ctx.loaderData
    if (!page) return {}
    const site = siteSeo(ctx)
    const home = ctx.match.context.intl.formatMessage({ id: 'breadcrumbs.home' })
    return pageHead(
      ctx,
      {
        title: page.seo_title || page.title,
        description: page.seo_description || textExcerpt(page.body),
        keywords: page.seo_keywords,
        noindex: page.seo_noindex,
        type: 'article',
        publishedTime: page.date_publication,
      },
      [
        breadcrumbListLd([
          { name: home, url: canonicalUrl(site.origin, site.language, '/') },
          { name: page.title, url: canonicalUrl(site.origin, site.language, `/page/${page.slug}`) },
        ]),
      ],
    )
  },
  component: ContentPage,
})

function ContentPage() {
  return <ContentPageView page={Route.useLoaderData()} />
}
