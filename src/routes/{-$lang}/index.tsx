import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { lazyPart } from '../../components/lazy-part'
import { EventsBlock } from '../../blocks/home/EventsBlock'
import { HomeHero } from '../../blocks/home/HomeHero'
import { HERO_MEDIA } from '../../blocks/home/hero-media'
import { loadHomeData, visibleHomeSections, type HomeData, type HomeSection } from '../../blocks/home-data'
import { HydrateWhenNear } from '../../components/HydrateWhenNear'
import { useT } from '../../i18n/intl'

// The sections that are normally below the first screen: their code loads with their gate (lazy-part.ts).
const ReviewsSlider = lazyPart(() => import('../../components/sliders/ReviewsSlider').then((module) => module.ReviewsSlider))
const NewsSlider = lazyPart(() => import('../../components/sliders/NewsSlider').then((module) => module.NewsSlider))
const TagCloud = lazyPart(() => import('../../blocks/home/TagCloud').then((module) => module.TagCloud))
const TwoLessonsPromo = lazyPart(() => import('../../blocks/home/TwoLessonsPromo').then((module) => module.TwoLessonsPromo))
const TrainersBlock = lazyPart(() => import('../../blocks/home/TrainersBlock').then((module) => module.TrainersBlock))
const QuizCta = lazyPart(() => import('../../blocks/home/QuizCta').then((module) => module.QuizCta))
const ProductsSlider = lazyPart(() => import('../../blocks/home/ProductsSlider').then((module) => module.ProductsSlider))

export const Route = createFileRoute('/{-$lang}/')({
  // ROUTE-13: home uses the blue header; ROUTE-12: it shows the footer consultation form.
  staticData: { meta: { header: 'blue', footerForm: true } },
  // HOME-03, OQ-41: every section loads on its own, in parallel; a failed one is hidden and the page renders.
  loader: ({ context }) => loadHomeData(context.api),
  // HOME-02: the hero video's poster is the largest paint on phones; fetch it before the parser reaches the video.
  head: () => ({ links: [{ rel: 'preload', as: 'image', href: HERO_MEDIA.poster, type: 'image/webp', fetchPriority: 'high' }] }),
  component: HomePage,
})

/**
 * The sections that fill the first screen at every width (the hero and, under it, normally the events). The ones
 * after them are laid out by the browser (home.css) and hydrated by React (HydrateWhenNear) only when they come
 * near the viewport.
 */
const EAGER_SECTIONS = 2

/** HOME-01: the sections in their order, each rendered only when it has something to show (HOME-03). */
function HomePage() {
  const data = Route.useLoaderData()
  const t = useT()
  const render: Record<HomeSection, (data: HomeData) => ReactNode> = {
    hero: () => <HomeHero />,
    events: ({ events }) => <EventsBlock events={events ?? []} />,
    tags: ({ tags }) => <TagCloud tags={tags ?? []} />,
    promo: () => <TwoLessonsPromo />,
    trainers: ({ trainers }) => <TrainersBlock trainers={trainers ?? []} />,
    news: ({ news }) => <NewsSlider news={news ?? []} title={t('home.news.title')} all={{ to: '/news', label: t('home.news.all') }} />,
    quiz: () => <QuizCta />,
    products: ({ products }) => <ProductsSlider products={products ?? []} />,
    reviews: ({ reviews }) => <ReviewsSlider reviews={reviews} />,
  }
  return (
    <div className="home">
      {visibleHomeSections(data).map((section, index) =>
        index < EAGER_SECTIONS ? (
          <div key={section} className="home__section" data-home-section={section}>
            {render[section](data)}
          </div>
        ) : (
          <HydrateWhenNear key={section} className="home__section home__section--later" data-home-section={section}>
            {render[section](data)}
          </HydrateWhenNear>
        ),
      )}
    </div>
  )
}
