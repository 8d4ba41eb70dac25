/**
 * A trainer's special blocks as the desk edits them (issue 42 "trainers", OQ-11, TRAINER-03, TRAINER-11, TRAINER-12,
 * TRAINER-14): businesses, specialization, FAQ videos, client logos and social links, saved whole over their own version.
 */
import type { SocialLink } from './api'
import type { ImagePreview } from './content-types'
import { LANGUAGES, type Language } from './languages'
import { isHttpsUrl, type FieldErrors, type Texts } from './site-profile'
import { youtubeVideoId } from './youtube-video'

export interface TrainerBusinessBlock {
  url: string
  /** An uploaded image's uuid; null for none. */
  image_id: string | null
  title: Texts
  description: Texts
}

export interface TrainerFaqVideoBlock {
  url: string
  title: Texts
}

export interface TrainerSocialBlock {
  network: SocialLink['network']
  url: string
}

export interface TrainerBlocks {
  businesses: TrainerBusinessBlock[]
  specialization: Texts[]
  faq_videos: TrainerFaqVideoBlock[]
  /** Uploaded images' uuids, in order. */
  client_logos: string[]
  social_media: TrainerSocialBlock[]
}

/** GET /api/staff/trainer-blocks/{id}: the trainer, the blocks the desk edits (the draft if any, else the published ones) and their version. */
export interface TrainerBlocksRecord {
  item: { id: number; slug: string; full_name: string }
  blocks: TrainerBlocks
  /** True when `blocks` is a draft that visitors do not see yet (issue 42: publish or discard it). */
  draft: boolean
  /** When the draft becomes the published blocks by itself (an ISO instant; issue 42 "scheduled"); null: not scheduled. */
  publish_at: string | null
  version: number
}

/** The desk's answer: the record, with a preview of each picture the blocks name (seeded ones are not in the media library). */
export interface StaffTrainerBlocks extends TrainerBlocksRecord {
  image_previews: Record<string, ImagePreview>
}

/** PUT /api/staff/trainer-blocks/{id}: every block saved as the draft over `version` (a stale one answers 409). */
export interface TrainerBlocksWriteBody {
  blocks: TrainerBlocks
  version: number
}

/** TRAINER-14: the slider carries nine videos; the other lists are bounded so that one save stays one small batch. */
export const TRAINER_BLOCK_LIMITS = { businesses: 20, specialization: 20, faq_videos: 9, client_logos: 30, social_media: 6, title: 300, description: 1000, url: 500 } as const

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Every field error of a blocks write (paths of the body's `blocks`); an empty object when it may be stored. */
export function trainerBlocksFieldErrors(blocks: TrainerBlocks): FieldErrors {
  const errors: FieldErrors = {}
  const add = (path: string, key: string) => (errors[path] = [...(errors[path] ?? []), key])
  const texts = (path: string, values: Texts, required: boolean, max: number) => {
    if (required && values.ru.trim() === '') add(`${path}.ru`, 'forms.errors.required')
    for (const language of LANGUAGES) if (values[language].length > max) add(`${path}.${language}`, 'api.errors.length')
  }
  /** True when the link is refused (and named). */
  const url = (path: string, value: string) => {
    const refused = value.length > TRAINER_BLOCK_LIMITS.url || !isHttpsUrl(value)
    if (refused) add(path, 'admin.site_profile.https_only')
    return refused
  }
  const most = (name: keyof typeof blocks) => blocks[name].length > TRAINER_BLOCK_LIMITS[name] && add(name, 'api.errors.length')
  for (const name of ['businesses', 'specialization', 'faq_videos', 'client_logos', 'social_media'] as const) most(name)
  blocks.businesses.forEach((business, index) => {
    url(`businesses.${index}.url`, business.url)
    if (business.image_id !== null && !UUID.test(business.image_id)) add(`businesses.${index}.image_id`, 'forms.errors.invalid')
    texts(`businesses.${index}.title`, business.title, true, TRAINER_BLOCK_LIMITS.title)
    texts(`businesses.${index}.description`, business.description, false, TRAINER_BLOCK_LIMITS.description)
  })
  blocks.specialization.forEach((item, index) => texts(`specialization.${index}`, item, true, TRAINER_BLOCK_LIMITS.title))
  blocks.faq_videos.forEach((video, index) => {
    // TRAINER-14: the slider plays YouTube videos only (and leaves out any other link).
    if (!url(`faq_videos.${index}.url`, video.url) && !youtubeVideoId(video.url.trim())) add(`faq_videos.${index}.url`, 'admin.trainer_blocks.not_youtube')
    texts(`faq_videos.${index}.title`, video.title, true, TRAINER_BLOCK_LIMITS.title)
  })
  blocks.client_logos.forEach((uuid, index) => {
    if (!UUID.test(uuid)) add(`client_logos.${index}`, 'forms.errors.invalid')
    else if (blocks.client_logos.indexOf(uuid) !== index) add(`client_logos.${index}`, 'admin.trainer_blocks.duplicate')
  })
  blocks.social_media.forEach((social, index) => {
    url(`social_media.${index}.url`, social.url)
    if (blocks.social_media.findIndex((other) => other.network === social.network) !== index) add(`social_media.${index}.network`, 'admin.trainer_blocks.duplicate')
  })
  return errors
}

/** A text list stored per language (a JSON array each, null where the language has none): what language `language` stores. */
export function languageList<Row>(rows: readonly Row[], language: Language, textOf: (row: Row) => Texts): string[] | null {
  if (language !== 'ru' && rows.every((row) => textOf(row)[language].trim() === '')) return null
  return rows.map((row) => (textOf(row)[language].trim() || textOf(row).ru.trim()))
}

/**
 * The texts of row `index` from lists stored per language: a translation equal to the ru text (the fallback
 * `languageList` stores) reads as missing, so that a later ru change shows through.
 */
export function textsAt(lists: Partial<Record<Language, readonly string[] | null>>, index: number): Texts {
  const ru = lists.ru?.[index] ?? ''
  const other = (language: Language) => {
    const text = lists[language]?.[index] ?? ''
    return text === ru ? '' : text
  }
  return { ru, en: other('en'), ky: other('ky') }
}

/** Every image the blocks name (business pictures, then client logos). */
export function trainerBlockImages(blocks: TrainerBlocks): string[] {
  return [...blocks.businesses.flatMap((business) => (business.image_id ? [business.image_id] : [])), ...blocks.client_logos]
}

/**
 * The blocks without the images of `missing` (a business keeps its row without its picture, a logo is left out): what
 * a scheduled draft publishes when a picture it names was deleted meanwhile, with no one there to be asked (issue 42).
 */
export function withoutImages(blocks: TrainerBlocks, missing: ReadonlySet<string>): TrainerBlocks {
  return {
    ...blocks,
    businesses: blocks.businesses.map((business) => (business.image_id !== null && missing.has(business.image_id) ? { ...business, image_id: null } : business)),
    client_logos: blocks.client_logos.filter((uuid) => !missing.has(uuid)),
  }
}

/** What the desk shows of the blocks (issue 42): published, a draft, or a draft scheduled to publish itself. */
export type TrainerBlocksState = 'published' | 'draft' | 'scheduled'

export function trainerBlocksStateOf(blocks: Pick<StaffTrainerBlocks, 'draft' | 'publish_at'>): TrainerBlocksState {
  if (!blocks.draft) return 'published'
  return blocks.publish_at === null ? 'draft' : 'scheduled'
}
