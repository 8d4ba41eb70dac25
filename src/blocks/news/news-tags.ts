import type { ApiClient } from '../../api/client'
import type { TagEntity, TaggedKind } from '../../model/entities/reference'

/** Tags are a short reference list (API-13): one call reads them all. */
export const NEWS_TAGS_LIMIT = 1000

/** A tag as the news pages show it: slug and title. */
export interface NewsTag {
  slug: string
  title: string
}

/** The tags that at least one item of `kind` (news by default) carries, most used first (OQ-19 order of the API). */
export function newsTagsOf(tags: TagEntity[], kind: TaggedKind = 'news'): NewsTag[] {
  return tags.filter((tag) => (tag.count_entities[kind] ?? 0) > 0).map(({ slug, title }) => ({ slug, title }))
}

/**
 * The news (or blog: `articles`) tags for the filter and the tag links (NEWS-02, BLOG-02). Secondary content: a
 * failure gives null and the page shows without them (OQ-41: a failed section is hidden), never the error page.
 */
export async function loadNewsTags(api: Pick<ApiClient, 'tags'>, kind: TaggedKind = 'news'): Promise<NewsTag[] | null> {
  try {
    const { rows } = await api.tags({ query: { limit: NEWS_TAGS_LIMIT, hide_empty: true } })
    return newsTagsOf(rows, kind)
  } catch (error) {
    console.warn(`${kind} tags failed to load`, error)
    return null
  }
}

/** The title of a tag slug, the slug itself when the tag list does not know it. */
export function tagTitle(tags: NewsTag[] | null, slug: string): string {
  return tags?.find((tag) => tag.slug === slug)?.title ?? slug
}
