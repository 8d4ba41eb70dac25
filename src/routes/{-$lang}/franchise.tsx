import { createFileRoute } from '@tanstack/react-router'
import { FranchiseFaq } from '../../blocks/franchise/FranchiseFaq'
import { FranchiseHero } from '../../blocks/franchise/FranchiseHero'
import { FranchiseMetrics } from '../../blocks/franchise/FranchiseMetrics'
import { FranchiseRates } from '../../blocks/franchise/FranchiseRates'
import { FranchiseBenefits, FranchiseSteps } from '../../blocks/franchise/FranchiseTextCards'
import { FranchiseVideo } from '../../blocks/franchise/FranchiseVideo'
import { loadFranchisePage } from '../../blocks/franchise/load-franchise-page'
import { FranchisersBlock } from '../../blocks/landing/FranchisersBlock'
import { ScrollButton } from '../../blocks/events/ScrollButton'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { PageHero } from '../../components/page-hero/PageHero'
import { LeadForm } from '../../components/lead-forms/LeadForm'
import { LeadFormButton } from '../../components/lead-forms/LeadFormButton'
import { ReviewsSlider } from '../../components/sliders/ReviewsSlider'
import { useT } from '../../i18n/intl'
import { yearsSince } from '../../model/landing-figures'
import { sectionPageHead } from '../../seo/section-page-head'

/** `/franchise` (FRANCHISE-01…11): the franchise offer from the catalogue and the franchise profile's page data. */
export const Route = createFileRoute('/{-$lang}/franchise')({
  // Issue 40.13: FRANCHISE-03's second form at the end of the page is its consultation form; the footer's (ROUTE-12)
  // right after it would be a third form asking the same.
  staticData: { meta: { header: 'transparent_white' } },
  loader: ({ context }) => loadFranchisePage(context.api),
  head: (ctx) => (ctx.loaderData ? sectionPageHead(ctx, { path: '/franchise', title: 'franchise.title', description: 'franchise.seo.description' }) : {}),
  component: FranchisePage,
})

function FranchisePage() {
  const { franchise, founded, partners, reviews, form } = Route.useLoaderData()
  const t = useT()
  return (
    <div className="landing-page franchise-page">
      <PageHero>
        <Breadcrumbs items={[{ label: t('franchise.title') }]} />
        <FranchiseHero
          action={
            <ScrollButton target="franchise-form" className="button button--accent">
              {t('franchise.hero.cta')}
            </ScrollButton>
          }
        />
      </PageHero>
      <FranchiseRates />
      <div id="franchise-form" className="container">
        <LeadForm slug="franchise" form={form} />
      </div>
      <FranchiseSteps />
      <FranchiseMetrics years={founded === null ? null : yearsSince(founded, new Date())} employees={franchise.employees_count} events={franchise.events_count} />
      <FranchiseVideo video={franchise.video} />
      <FranchiseBenefits />
      <FranchisersBlock partners={partners} title={t('franchise.franchisers.title')} />
      <FranchiseFaq faq={franchise.faq} action={<LeadFormButton slug="franchise">{t('franchise.faq.ask')}</LeadFormButton>} />
      <ReviewsSlider reviews={reviews} />
      {/* FRANCHISE-03: the second request form, near the end of the page. */}
      <div className="container">
        <LeadForm slug="franchise" form={form} landmark={false} className="lead-form-section--gradient" />
      </div>
    </div>
  )
}
