/**
 * Events, trainers and online courses as /api/client answers them (ENTITY-01, 02, 05, 27). Field names are the
 * spec's; prices are integer minor units of `currency`, the currency the request asked for (BE-03).
 */
import type { Currency } from '../currencies'
import type { EventFormat, EventTheme, EventType } from '../events'
import type { CityEntity, ImageEntity, ImageList, SeoFields } from './reference'

/** ENTITY-02 (and the options of ENTITY-27): `old_price` is the crossed-out price, null when there is none. */
export interface PriceOption {
  uuid: string
  title: string
  price: number
  old_price: number | null
  /** Event options only (issue 44 "Seats", BE-15): seats left now; null: no limit. */
  seats_left?: number | null
}

/** A trainer as an event lists it (EVENT-03/04: photo, name, direction, link). */
export interface EventTrainer {
  id: number
  slug: string
  full_name: string
  direction: string
  image_id: string | null
  image: ImageEntity | null
}

/** ENTITY-01. `date_from`/`date_to` are UTC instants (ISO 8601); `date_to` is null for one-moment events. */
export interface EventEntity extends SeoFields {
  uuid: string
  slug: string
  type: EventType
  format: EventFormat
  theme: EventTheme
  title: string
  short_description: string
  description: string
  description_second: string
  for_who: string
  image_id: string | null
  image: ImageEntity | null
  images: ImageList
  date_from: string
  date_to: string | null
  age_restriction: number | null
  city_slug: string | null
  /** With its country and IANA time zone (OQ-21: times show in the city's zone). */
  city: CityEntity | null
  /** OQ-04: the venue or street address in the city, plain text; empty when there is none (online events). */
  address: string
  /** The lowest price of the event (its options' lowest when it has options). */
  price: number
  currency: Currency
  options: PriceOption[]
  trainers: EventTrainer[]
}

/** An event in lists: the long texts are left out. */
export type EventListItem = Omit<EventEntity, 'description' | 'description_second' | 'for_who' | 'address'>

/** ENTITY-05: a business of a trainer (TRAINER-11). */
export interface TrainerBusiness {
  url: string
  title: string
  description: string
  image_id: string | null
  image: ImageEntity | null
}

/** TRAINER-14: a video answer of the FAQ slider. */
export interface TrainerFaqVideo {
  title: string
  url: string
}

/**
 * ENTITY-05 with the special blocks as data (OQ-11): a page shows each block when its data is present
 * (businesses, specialization, faq_videos, client_logos, blog_tag, social_blog), for whichever trainer has it.
 */
export interface TrainerEntity extends SeoFields {
  id: number
  slug: string
  full_name: string
  direction: string
  /** HTML, sanitised. */
  competence: string
  education: string
  cases: string
  proud_of: string
  small_description: string
  description: string
  image_id: string | null
  image: ImageEntity | null
  images: ImageList
  /** Network → link (instagram, facebook, youtube, telegram, vk, tiktok, website). */
  social_media: Record<string, string>
  businesses: TrainerBusiness[]
  specialization: string[]
  faq_videos: TrainerFaqVideo[]
  client_logos: ImageEntity[]
  /** Slug of the tag whose articles form the trainer's blog slider (TRAINER-13). */
  blog_tag: string | null
  social_blog: string | null
}

/** A trainer in lists (TRAINER-02: competence is shown truncated). */
export type TrainerListItem = Pick<
  TrainerEntity,
  'id' | 'slug' | 'full_name' | 'direction' | 'competence' | 'small_description' | 'image_id' | 'image' | 'images' | 'social_media'
>

/** ENTITY-27. */
export interface OnlineCourseEntity extends SeoFields {
  uuid: string
  slug: string
  title: string
  short_description: string
  description: string
  description_second: string
  for_who: string
  theme: EventTheme
  type: EventType
  image_id: string | null
  image: ImageEntity | null
  images: ImageList
  options: PriceOption[]
  /** The lowest option price (COURSES-08 shows 'from' with several options). */
  price: number
  currency: Currency
  trainers: Array<{ full_name: string; slug: string }>
  age_restriction: number | null
  lessons_count: number
}

export type OnlineCourseListItem = Omit<OnlineCourseEntity, 'description' | 'description_second' | 'for_who'>
