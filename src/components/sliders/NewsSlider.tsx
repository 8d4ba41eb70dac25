import { Carousel } from '../carousel/Carousel'
import type { NewsCardData } from '../cards/card-data'
import { NewsCard } from '../cards/NewsCard'
import type { SectionAllLink } from '../section-head/SectionHead'
import { useT } from '../../i18n/intl'
import { PageSection } from '../section-head/PageSection'

export interface NewsSliderProps {
  news: readonly NewsCardData[]
  /** The section's h2. */
  title: string
  /** The link to the news list these news come from (all news, or a tag's). */
  all?: SectionAllLink
}

/**
 * HOME-09, TAG-02: a titled slider of news cards with a link to their list (one on phones, two from 768 px, four
 * from 1200 px), in the order given (newest first); nothing at all when there is no news.
 */
export function NewsSlider({ news, title, all }: NewsSliderProps) {
  const t = useT()
  if (news.length === 0) return null
  return (
    <PageSection
      title={title}
      className="news-slider"
      all={all}
    >
      <Carousel label={t('home.news.cards')} perView={{ base: 1, md: 2, lg: 4 }}>
        {news.map((item) => (
          <NewsCard key={item.uuid} news={item} />
        ))}
      </Carousel>
    </PageSection>
  )
}
