import { Breadcrumbs } from '../../components/Breadcrumbs'
import { ArticlesSlider } from '../../components/sliders/ArticlesSlider'
import { ReviewsSlider } from '../../components/sliders/ReviewsSlider'
import { useT } from '../../i18n/intl'
import { BestTrainers } from './BestTrainers'
import type { TrainerPageData } from './load-trainer-page'
import { TrainerBusinesses } from './TrainerBusinesses'
import { TrainerClientLogos } from './TrainerClientLogos'
import { TrainerEvents } from './TrainerEvents'
import { TrainerFaqVideos } from './TrainerFaqVideos'
import { TrainerFeatures } from './TrainerFeatures'
import { TrainerPreview } from './TrainerPreview'
import { TrainerPride } from './TrainerPride'
import { TrainerSocialBlog } from './TrainerSocialBlog'
import { TrainerSpecialization } from './TrainerSpecialization'

/** The trainer page's body (TRAINER-03…14): on `/trainers/{slug}`, and in the desk's preview with draft blocks (issue 42). */
export function TrainerPageView({ data: { trainer, events, reviews, articles, bestTrainers } }: { data: TrainerPageData }) {
  const t = useT()
  return (
    <div className="trainer-page">
      <div className="container">
        <Breadcrumbs items={[{ label: t('trainers.title'), to: '/trainers' }, { label: trainer.full_name }]} />
        <TrainerPreview trainer={trainer} />
        <TrainerFeatures trainer={trainer} />
        <TrainerPride proudOf={trainer.proud_of ?? ''} />
        <TrainerEvents events={events} slug={trainer.slug} />
        <TrainerBusinesses businesses={trainer.businesses} />
        <TrainerSpecialization items={trainer.specialization} />
        <BestTrainers trainers={bestTrainers} />
        {articles ? <ArticlesSlider articles={articles} title={t('trainer.articles.title')} /> : null}
        <TrainerFaqVideos videos={trainer.faq_videos} />
        <TrainerClientLogos logos={trainer.client_logos} />
        {trainer.social_blog ? <TrainerSocialBlog url={trainer.social_blog} name={trainer.full_name} /> : null}
      </div>
      <ReviewsSlider reviews={reviews} />
    </div>
  )
}
