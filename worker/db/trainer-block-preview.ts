/** A trainer as visitors will see it once its draft blocks are published (issue 42, OQ-11): the desk's preview. */
import type { Language } from '../../src/model/languages'
import type { Texts } from '../../src/model/site-profile'
import { trainerBlockImages, type TrainerBlocks } from '../../src/model/trainer-blocks'
import { imagesByUuid } from './images'
import { findTrainer, type StoredTrainer } from './trainers'

/**
 * The trainer (by id or slug, hidden ones too) in `language` with `blocks` in place of its published ones, each text
 * falling back to ru as the published blocks do (trainer-block-edits.ts stores them so); null when there is none.
 */
export async function previewTrainer(db: D1Database, language: Language, key: string, blocks: TrainerBlocks): Promise<StoredTrainer | null> {
  const trainer = await findTrainer(db, language, key, { hidden: true })
  if (!trainer) return null
  const textOf = (texts: Texts) => texts[language].trim() || texts.ru.trim()
  const images = await imagesByUuid(db, trainerBlockImages(blocks), language)
  return {
    ...trainer,
    businesses: blocks.businesses.map((business) => ({
      url: business.url.trim(),
      image_id: business.image_id,
      title: textOf(business.title),
      description: textOf(business.description),
      image: (business.image_id && images.get(business.image_id)) || null,
    })),
    specialization: blocks.specialization.map(textOf),
    faq_videos: blocks.faq_videos.map((video) => ({ title: textOf(video.title), url: video.url.trim() })),
    client_logos: blocks.client_logos.flatMap((uuid) => images.get(uuid) ?? []),
    social_media: Object.fromEntries(blocks.social_media.map((social) => [social.network, social.url.trim()])),
  }
}
