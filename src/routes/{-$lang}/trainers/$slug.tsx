import { createFileRoute, redirect } from '@tanstack/react-router'
import { firstExpandedImage } from '../../../components/cards/expanded-image'
import { loadTrainerPage, type TrainerPageData } from '../../../blocks/trainer/load-trainer-page'
import { trainerSocialLinks } from '../../../blocks/trainer/social-links'
import { TrainerPageView } from '../../../blocks/trainer/TrainerPageView'
import { textExcerpt } from '../../../seo/excerpt'
import { breadcrumbListLd } from '../../../seo/json-ld'
import { personLd } from '../../../seo/person-ld'
import { pageHead, siteSeo } from '../../../seo/route-head'
import { canonicalUrl } from '../../../model/site-urls'

/**
 * `/trainers/{slug}` (TRAINER-03…14, OQ-10, 11, 14, 51). An unknown slug is the 404 page with status 404 (OQ-41);
 * another failure of the trainer's load is the error page with its code (TRAINER-09). The special blocks are
 * data-driven (OQ-11): each shows for whichever trainer has its data.
 */
export const Route = createFileRoute('/{-$lang}/trainers/$slug')({
  // ROUTE-12: a trainer page shows the footer consultation form.
  staticData: { meta: { footerForm: true } },
  loader: async ({ context, params }): Promise<TrainerPageData> => {
    const data = await loadTrainerPage(context.api, params.slug)
    // The API also finds a trainer by id: one address per trainer, the slug's (SEO-06).
    if (data.trainer.slug !== params.slug) {
      throw redirect({ to: '/{-$lang}/trainers/$slug', params: { lang: params.lang, slug: data.trainer.slug }, statusCode: 301 })
    }
    return data
  },
  // SEO-01…03: the trainer's seo_* fields; JSON-LD Person and BreadcrumbList.
  head: (ctx) => {
    const trainer = ctx.loaderData?.trainer
    if (!trainer) return {}
    const site = siteSeo(ctx)
    const t = (id: string) => ctx.match.context.intl.formatMessage({ id })
    const url = canonicalUrl(site.origin, site.language, `/trainers/${trainer.slug}`)
    const photo = trainer.image ?? firstExpandedImage(trainer.images)
    const description = trainer.seo_description || trainer.small_description || textExcerpt(trainer.description)
    return pageHead(
      ctx,
      {
        title: trainer.seo_title || trainer.full_name,
        description,
        keywords: trainer.seo_keywords,
        noindex: trainer.seo_noindex,
        ...(photo ? { image: photo.large } : {}),
      },
      [
        personLd(site.origin, {
          name: trainer.full_name,
          url,
          jobTitle: trainer.direction,
          description: trainer.small_description,
          image: photo?.large ?? null,
          sameAs: [...trainerSocialLinks(trainer.social_media).map((link) => link.url), ...(trainer.social_blog ? [trainer.social_blog] : [])],
          worksFor: { name: site.siteName, url: canonicalUrl(site.origin, site.language, '/') },
        }),
        breadcrumbListLd([
          { name: t('breadcrumbs.home'), url: canonicalUrl(site.origin, site.language, '/') },
          { name: t('trainers.title'), url: canonicalUrl(site.origin, site.language, '/trainers') },
          { name: trainer.full_name, url },
        ]),
      ],
    )
  },
  component: TrainerPage,
})

function TrainerPage() {
  return <TrainerPageView data={Route.useLoaderData()} />
}
