import { createFileRoute } from '@tanstack/react-router'
import { LandingCards } from '../../../blocks/landing/LandingCards'
import { SchoolResults } from '../../../blocks/school/SchoolResults'
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { LocalizedLink } from '../../../components/layout/LocalizedLink'
import { loadRelatedReviews } from '../../../components/sliders/related-reviews'
import { ReviewsSlider } from '../../../components/sliders/ReviewsSlider'
import { useT } from '../../../i18n/intl'
import { sectionPageHead } from '../../../seo/section-page-head'

/**
 * `/online_school` (SCHOOL-01…04, OQ-43): the banner whose 'enter' opens the course platform in a new tab and whose
 * 'all courses' leads to the catalogue (COURSES-01), the platform steps, the schedule, the results tabs and reviews. A failed load of the school data is the error page.
 */
export const Route = createFileRoute('/{-$lang}/online_school/')({
  loader: async ({ context }) => {
    const [school, reviews] = await Promise.all([context.api.onlineSchoolProfile(), loadRelatedReviews(context.api)])
    return { school: school.json_data, reviews }
  },
  head: (ctx) => (ctx.loaderData ? sectionPageHead(ctx, { path: '/online_school', title: 'school.title', description: 'school.seo.description' }) : {}),
  component: OnlineSchoolPage,
})

function OnlineSchoolPage() {
  const { school, reviews } = Route.useLoaderData()
  const t = useT()
  return (
    <div className="landing-page school-page">
      <div className="container">
        <Breadcrumbs items={[{ label: t('school.title') }]} />
        <section className="landing-banner" aria-labelledby="school-title">
          <h1 id="school-title" className="landing-banner__title">
            {t('school.title')}
          </h1>
          <p className="landing-banner__text">{t('school.banner.text')}</p>
          <div className="school-banner__actions">
            {school.platform_url && (
              <a className="button button--accent" href={school.platform_url} target="_blank" rel="noopener noreferrer">
                {t('school.enter')}
                <span className="visually-hidden"> {t('common.new_tab')}</span>
              </a>
            )}
            <LocalizedLink to="/online_school/courses" className="button button--outline">
              {t('courses.all')}
            </LocalizedLink>
          </div>
        </section>
      </div>
      <LandingCards title={t('school.steps.title')} cards={school.steps} numbered className="school-steps" />
      <LandingCards title={t('school.schedule.title')} cards={school.schedule} className="school-schedule" />
      <SchoolResults tabs={school.results} />
      <ReviewsSlider reviews={reviews} />
    </div>
  )
}
