import { createFileRoute } from '@tanstack/react-router'
import { ClubAudience } from '../../blocks/club/ClubAudience'
import { ClubBanner } from '../../blocks/club/ClubBanner'
import { ClubManager } from '../../blocks/club/ClubManager'
import { LandingCards } from '../../blocks/landing/LandingCards'
import { LandingGallery } from '../../blocks/landing/LandingGallery'
import { ScrollButton } from '../../blocks/events/ScrollButton'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { LeadForm } from '../../components/lead-forms/LeadForm'
import { loadPageForm } from '../../components/lead-forms/load-page-form'
import { loadRelatedReviews } from '../../components/sliders/related-reviews'
import { ReviewsSlider } from '../../components/sliders/ReviewsSlider'
import { useT } from '../../i18n/intl'
import { sectionPageHead } from '../../seo/section-page-head'

/**
 * `/club` (CLUB-01…05, OQ-04): banner, about cards, audience, gallery and manager from the club's CMS data, then reviews about
 * the club and the club lead form the banner's call to action scrolls to (CLUB-03, CLUB-05). A failed load of the club data is the error page with its code (OQ-41); the reviews hide alone.
 */
export const Route = createFileRoute('/{-$lang}/club')({
  loader: async ({ context }) => {
    const [club, reviews, form] = await Promise.all([
      context.api.clubProfile(),
      loadRelatedReviews(context.api, { entity_type: 'CLUB' }),
      loadPageForm(context.api, 'club'),
    ])
    return { club: club.json_data, reviews, form }
  },
  head: (ctx) =>
    ctx.loaderData
      ? sectionPageHead(ctx, { path: '/club', title: 'club.title', description: 'club.seo.description', summary: ctx.loaderData.club.banner.text || undefined })
      : {},
  component: ClubPage,
})

function ClubPage() {
  const { club, reviews, form } = Route.useLoaderData()
  const t = useT()
  return (
    <div className="landing-page club-page">
      <div className="container">
        <Breadcrumbs items={[{ label: t('club.title') }]} />
        <ClubBanner
          banner={club.banner}
          action={
            <ScrollButton target="club-form" className="button button--accent">
              {t('club.cta')}
            </ScrollButton>
          }
        />
      </div>
      <LandingCards title={t('club.cards.title')} cards={club.cards} numbered className="club-cards" />
      <ClubAudience audience={club.audience} />
      <div className="container">
        <LandingGallery images={club.gallery} label={t('club.gallery.label')} perView={{ base: 1, md: 2 }} />
      </div>
      <ClubManager manager={club.manager} />
      <ReviewsSlider reviews={reviews} />
      <div id="club-form" className="container">
        <LeadForm slug="club" form={form} />
      </div>
    </div>
  )
}
