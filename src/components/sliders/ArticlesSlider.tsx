import { ArticleCard } from '../cards/ArticleCard'
import { Carousel } from '../carousel/Carousel'
import type { ArticleListItem } from '../../model/entities/publications'

export interface ArticlesSliderProps {
  articles: ArticleListItem[]
  title: string
}

/**
 * A slider of blog articles (TRAINER-13: the trainer's tag; TAG-02: the tag page): one card on phones, two from
 * 768 px, three from 1200 px. Renders nothing without articles. The section has no name of its own: the
 * carousel region inside carries the title, and two landmarks of one name would be ambiguous.
 */
export function ArticlesSlider({ articles, title }: ArticlesSliderProps) {
  if (articles.length === 0) return null
  return (
    <section className="articles-slider">
      <h2 className="articles-slider__title">
        {title}
      </h2>
      <Carousel label={title} perView={{ base: 1, md: 2, lg: 3 }}>
        {articles.map((article) => (
          <ArticleCard key={article.uuid} article={article} />
        ))}
      </Carousel>
    </section>
  )
}
