import type { TagEntity } from '../../model/entities/reference'

/** A chip of the tag cloud: its key, link and text (HOME-06, TAG-01); the counts stay on the server. */
export type TagCloudItem = Pick<TagEntity, 'id' | 'slug' | 'title'>

/** The cloud's chip of a tag, without its counts (issue 4: the home page dehydrates only what it renders). */
export function toTagCloudItem(tag: TagCloudItem): TagCloudItem {
  return { id: tag.id, slug: tag.slug, title: tag.title }
}

/** HOME-06: how many tags the cloud shows before 'more'. */
export const TAG_CLOUD_VISIBLE = 24

/**
 * HOME-06, HOME-07, OQ-19: the tags the cloud shows at first (the first 24, in the order the API gives: most
 * used first) and the ones 'more' expands; `rest` is empty when there are 24 or fewer.
 */
export function splitTagCloud<Tag>(tags: readonly Tag[], visible = TAG_CLOUD_VISIBLE): { shown: Tag[]; rest: Tag[] } {
  return { shown: tags.slice(0, visible), rest: tags.slice(visible) }
}
