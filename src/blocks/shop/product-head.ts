import { textExcerpt } from '../../seo/excerpt'
import { breadcrumbListLd } from '../../seo/json-ld'
import { productLd } from '../../seo/product-ld'
import { pageHead, siteSeo, type HeadContext } from '../../seo/route-head'
import { canonicalUrl } from '../../model/site-urls'
import { firstExpandedImage } from '../../components/cards/expanded-image'
import type { ProductPageData } from './load-product'

/** SEO-01…03: meta from the product's seo fields; JSON-LD Product (Offer in the visitor's currency) and BreadcrumbList. */
export function productPageHead(ctx: HeadContext, { product }: ProductPageData) {
  const site = siteSeo(ctx)
  const url = (path: string) => canonicalUrl(site.origin, site.language, path)
  const t = (id: string) => ctx.match.context.intl.formatMessage({ id })
  const pageUrl = url(`/shop/${product.slug}`)
  const cover = firstExpandedImage(product.images)
  return pageHead(
    ctx,
    {
      title: product.seo_title || product.title,
      description: product.seo_description || product.short_description || textExcerpt(product.description),
      keywords: product.seo_keywords,
      noindex: product.seo_noindex,
      ...(cover ? { image: cover.large || cover.medium } : {}),
    },
    [
      productLd(product, {
        url: pageUrl,
        absolute: (path) => new URL(path, `${site.origin}/`).toString(),
        seller: { name: site.siteName, url: url('/') },
      }),
      breadcrumbListLd([
        { name: t('breadcrumbs.home'), url: url('/') },
        { name: t('shop.title'), url: url('/shop') },
        { name: product.title, url: pageUrl },
      ]),
    ],
  )
}
