import { Link } from '@tanstack/react-router'
import { useId, useState, type ReactNode } from 'react'
import { useT } from '../../i18n/intl'
import { selectedTags, toggleTag, type NewsSearch } from './news-search'
import type { NewsTag } from './news-tags'

function TagChip({ search, current, children }: { search: NewsSearch; current: boolean; children: ReactNode }) {
  return (
    <Link
      to="."
      search={search}
      resetScroll={false}
      // Only the address exactly this one is active; the router's default partial match would mark 'all' always.
      activeOptions={{ exact: true }}
      className="chip chip--tinted"
      aria-current={current ? 'true' : undefined}
    >
      {children}
    </Link>
  )
}

/**
 * NEWS-02, BLOG-02, BLOG-03: the tag filter of `/news` and `/blog` as plain links (each filtered list has its own
 * address, works without JavaScript). A chip adds its tag to `tags` or removes it when selected; 'all topics' clears
 * them. With `visible`, only that many chips show until 'show all' expands the list ('collapse' folds it, OQ-08);
 * a selected tag past them opens it expanded. Nothing when the tags could not load.
 */
export function NewsTagFilter({ tags, search, visible }: { tags: NewsTag[] | null; search: NewsSearch; visible?: number }) {
  const t = useT()
  const listId = useId()
  const selected = selectedTags(search)
  const limit = visible ?? Infinity
  const [expanded, setExpanded] = useState(() => (tags ?? []).some((tag, index) => index >= limit && selected.includes(tag.slug)))
  if (!tags || tags.length === 0) return null
  return (
    <nav className="news-tags" aria-label={t('news.tags.label')}>
      <ul className="news-tags__list" id={listId}>
        <li>
          <TagChip search={toggleTag(search, null)} current={selected.length === 0}>
            {t('news.tags.all')}
          </TagChip>
        </li>
        {tags.map((tag, index) => (
          <li key={tag.slug} hidden={!expanded && index >= limit}>
            <TagChip search={toggleTag(search, tag.slug)} current={selected.includes(tag.slug)}>
              {tag.title}
            </TagChip>
          </li>
        ))}
      </ul>
      {tags.length > limit ? (
        <button
          type="button"
          className="button button--outline news-tags__toggle"
          aria-controls={listId}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('blog.tags.collapse') : t('blog.tags.show_all')}
        </button>
      ) : null}
    </nav>
  )
}
