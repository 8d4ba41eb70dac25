import { createFileRoute } from '@tanstack/react-router'
import { AboutFiles } from '../../blocks/about/AboutFiles'
import { AboutHistory } from '../../blocks/about/AboutHistory'
import { AboutIntro } from '../../blocks/about/AboutIntro'
import { loadAboutPage } from '../../blocks/about/load-about-page'
import { MissionFigures } from '../../blocks/about/MissionFigures'
import { PickProgram } from '../../blocks/about/PickProgram'
import { SocialActivitiesBlock } from '../../blocks/about/SocialActivitiesBlock'
import { TrainersBlock } from '../../blocks/home/TrainersBlock'
import { FranchisersBlock } from '../../blocks/landing/FranchisersBlock'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { NewsSlider } from '../../components/sliders/NewsSlider'
import { ReviewsSlider } from '../../components/sliders/ReviewsSlider'
import { useT } from '../../i18n/intl'
import { aboutPageLd } from '../../seo/about-page-ld'
import { sectionPageHead } from '../../seo/section-page-head'

/** `/about-center` (ABOUT-01…11): each block from its own load; a failed one is hidden (ABOUT-11). */
export const Route = createFileRoute('/{-$lang}/about-center')({
  // ROUTE-12: the about page shows the footer consultation form.
  staticData: { meta: { footerForm: true } },
  loader: ({ context }) => loadAboutPage(context.api),
  head: (ctx) =>
    sectionPageHead(ctx, {
      path: '/about-center',
      title: 'about.title',
      description: 'about.seo.description',
      jsonLd: (url, site) => [aboutPageLd(url, site, ctx.loaderData?.about?.founded)],
    }),
  component: AboutPage,
})

function AboutPage() {
  const { about, trainers, partners, news, socialActivities, reviews } = Route.useLoaderData()
  const t = useT()
  return (
    <div className="landing-page about-page">
      <div className="container">
        <Breadcrumbs items={[{ label: t('about.title') }]} />
        <AboutIntro />
        <PickProgram />
      </div>
      {about && <MissionFigures founded={about.founded} figures={about.figures} />}
      {about && <AboutFiles files={about.files} />}
      {trainers && trainers.length > 0 && <TrainersBlock trainers={trainers} title={t('about.trainers.title')} />}
      {about && <AboutHistory timeline={about.timeline} gallery={about.gallery} />}
      <FranchisersBlock partners={partners} title={t('about.franchisers.title')} />
      {news && <NewsSlider news={news} title={t('home.news.title')} all={{ to: '/news', label: t('home.news.all') }} />}
      <SocialActivitiesBlock activities={socialActivities} />
      <ReviewsSlider reviews={reviews} />
    </div>
  )
}
