/** schema.org `Course` of an online course page (COURSES-07…10, SEO-01): an offer per option, online, with its trainers. */
import type { OnlineCourseEntity } from '../model/entities/events'
import { ldImages, majorPrice } from './event-ld'

export interface CourseLdContext {
  /** Absolute address of the course page. */
  url: string
  trainerUrl: (slug: string) => string
  absolute: (path: string) => string
  provider: { name: string; url: string }
  language: string
  /** The description when the course has no short one. */
  description: string
}

export function courseLd(course: OnlineCourseEntity, context: CourseLdContext): Record<string, unknown> {
  const offerOf = (price: number, name?: string) => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    category: price === 0 ? 'Free' : 'Paid',
    price: majorPrice(price),
    priceCurrency: course.currency,
    availability: 'https://schema.org/InStock',
    url: context.url,
  })
  const offers = course.options.length > 0 ? course.options.map((option) => offerOf(option.price, option.title)) : [offerOf(course.price)]
  const pictures = ldImages(course, context.absolute)
  const instructors = course.trainers.map((trainer) => ({ '@type': 'Person', name: trainer.full_name, url: context.trainerUrl(trainer.slug) }))
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: context.description,
    url: context.url,
    inLanguage: context.language,
    ...(pictures.length > 0 ? { image: pictures } : {}),
    provider: { '@type': 'Organization', name: context.provider.name, sameAs: context.provider.url },
    offers,
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      ...(instructors.length > 0 ? { instructor: instructors } : {}),
    },
    ...(course.age_restriction ? { typicalAgeRange: `${course.age_restriction}-` } : {}),
  }
}
