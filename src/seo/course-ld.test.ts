import { describe, expect, it } from 'vitest'
import type { OnlineCourseEntity } from '../model/entities/events'
import { courseLd } from './course-ld'

const image = { uuid: 'i1', small: '/m/i1/s.svg', medium: '/m/i1/m.svg', large: '/m/i1/l.svg' }
const course: OnlineCourseEntity = {
  uuid: 'c1',
  slug: 'sales-basics',
  title: 'Sales basics',
  short_description: 'Sell with confidence',
  description: '<p>x</p>',
  description_second: '',
  for_who: '',
  theme: 'SALES',
  type: 'ONLINE_COURSE',
  image_id: 'i1',
  image,
  images: [image],
  options: [
    { uuid: 'o1', title: 'Self-study', price: 990000, old_price: null },
    { uuid: 'o2', title: 'With a tutor', price: 1990050, old_price: 2500000 },
  ],
  price: 990000,
  currency: 'KGS',
  trainers: [{ full_name: 'Aibek Aliev', slug: 'aliev' }],
  age_restriction: 16,
  lessons_count: 12,
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
  seo_noindex: false,
}
const context = {
  url: 'https://example.org/en/online_school/courses/sales-basics',
  description: 'Sell with confidence',
  language: 'en',
  trainerUrl: (slug: string) => `https://example.org/en/trainers/${slug}`,
  absolute: (path: string) => `https://example.org${path}`,
  provider: { name: 'Vershina Academy', url: 'https://example.org/en' },
}

describe('JSON-LD Course (COURSES-07…11, SEO-01)', () => {
  it('names the course, its provider, an offer per option in major units, online with its trainers', () => {
    expect(courseLd(course, context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Sales basics',
      description: 'Sell with confidence',
      url: context.url,
      inLanguage: 'en',
      image: ['https://example.org/m/i1/l.svg'],
      provider: { '@type': 'Organization', name: 'Vershina Academy', sameAs: 'https://example.org/en' },
      offers: [
        { '@type': 'Offer', name: 'Self-study', category: 'Paid', price: '9900', priceCurrency: 'KGS', availability: 'https://schema.org/InStock', url: context.url },
        { '@type': 'Offer', name: 'With a tutor', category: 'Paid', price: '19900.5', priceCurrency: 'KGS', availability: 'https://schema.org/InStock', url: context.url },
      ],
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        instructor: [{ '@type': 'Person', name: 'Aibek Aliev', url: 'https://example.org/en/trainers/aliev' }],
      },
      typicalAgeRange: '16-',
    })
  })

  it('without options the one offer is the course price; free is category Free', () => {
    const ld = courseLd({ ...course, options: [], price: 0, image: null, images: [], trainers: [] }, context)
    expect(ld.offers).toEqual([
      { '@type': 'Offer', category: 'Free', price: '0', priceCurrency: 'KGS', availability: 'https://schema.org/InStock', url: context.url },
    ])
    expect(ld).not.toHaveProperty('image')
    expect(ld.hasCourseInstance).not.toHaveProperty('instructor')
  })
})
