import type { ApiClient } from '../../api/client'
import {
  toNewsCardData,
  toTrainerCardData,
  type NewsCardData,
  type TrainerCardData,
} from '../../components/cards/card-data'
import { loadRelatedReviews } from '../../components/sliders/related-reviews'
import type { AboutProfile } from '../../model/entities/landing'
import type { PartnerEntity, SocialActivityEntity } from '../../model/entities/publications'
import type { ReviewEntity } from '../../model/entities/shop'
import { loadSection } from '../home-data'

/** CONST-03: what the about page's blocks ask for. */
export const ABOUT_LIMITS = { trainers: 4, partners: 4, news: 8, socialActivities: 4 } as const

export interface AboutPageData {
  about: AboutProfile['json_data'] | null
  trainers: TrainerCardData[] | null
  partners: PartnerEntity[] | null
  news: NewsCardData[] | null
  socialActivities: SocialActivityEntity[] | null
  reviews: ReviewEntity[] | null
}

type AboutApi = Pick<ApiClient, 'aboutProfile' | 'trainers' | 'partners' | 'news' | 'socialActivities' | 'reviews'>

/** ABOUT-01…11: every block in parallel; a failed one is null and hidden, the page always renders (ABOUT-11, ERR-04). */
export async function loadAboutPage(api: AboutApi): Promise<AboutPageData> {
  const [about, trainers, partners, news, socialActivities, reviews] = await Promise.all([
    loadSection('about', async () => (await api.aboutProfile()).json_data),
    loadSection('trainers', async () =>
      (await api.trainers({ query: { limit: ABOUT_LIMITS.trainers, order_by: '-created', expand: 'images' } })).rows.map(toTrainerCardData),
    ),
    loadSection('franchise partners', async () =>
      (await api.partners({ query: { type: 'FRANCHISE', limit: ABOUT_LIMITS.partners, expand: 'images' } })).rows,
    ),
    loadSection('news', async () =>
      (await api.news({ query: { limit: ABOUT_LIMITS.news, order_by: '-date_publication', expand: 'images' } })).rows.map(toNewsCardData),
    ),
    loadSection('social activities', async () => (await api.socialActivities({ query: { limit: ABOUT_LIMITS.socialActivities } })).rows),
    // OQ-51: the section page's reviews are about the company.
    loadRelatedReviews(api, { entity_type: 'COMPANY' }),
  ])
  return { about, trainers, partners, news, socialActivities, reviews }
}
