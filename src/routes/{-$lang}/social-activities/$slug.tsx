import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { ApiRequestError } from '../../../api/client'
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { DateTime } from '../../../components/DateTime'
import { useT } from '../../../i18n/intl'
import type { SocialActivityEntity } from '../../../model/entities/publications'
import { sectionPageHead } from '../../../seo/section-page-head'

/**
 * `/social-activities/{slug}` (SOCIAL-01, API-12 `social-activities/{id}`): title, completion date and text. An
 * unknown slug is the 404 page with status 404 (OQ-41); another failure the error page with its code (ERR-03).
 */
export const Route = createFileRoute('/{-$lang}/social-activities/$slug')({
  loader: async ({ context, params }): Promise<SocialActivityEntity> => {
    let activity: SocialActivityEntity
    try {
      activity = await context.api.socialActivity({ params: { id: params.slug } })
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) throw notFound()
      throw error
    }
    // One address per activity, the slug's (SEO-06).
    if (activity.slug !== params.slug) {
      throw redirect({ to: '/{-$lang}/social-activities/$slug', params: { lang: params.lang, slug: activity.slug }, statusCode: 301 })
    }
    return activity
  },
  head: (ctx) => {
    const activity = ctx.loaderData
    if (!activity) return {}
    return sectionPageHead(ctx, {
      path: `/social-activities/${activity.slug}`,
      title: 'social.title',
      description: 'social.seo.description',
      name: activity.title,
      summary: activity.short_description,
      parents: [{ title: 'social.title', path: '/social-activities' }],
    })
  },
  component: SocialActivityPage,
})

function SocialActivityPage() {
  const activity = Route.useLoaderData()
  const t = useT()
  return (
    <article className="landing-page social-item container">
      <Breadcrumbs items={[{ label: t('social.title'), to: '/social-activities' }, { label: activity.title }]} />
      <h1 className="landing-page__title">{activity.title}</h1>
      <p className="social-item__date">
        {t('social.completed')} <DateTime value={activity.date_completion} />
      </p>
      <p className="social-item__text">{activity.short_description}</p>
    </article>
  )
}
