import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
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
 * NEWS-02: the tag filter of `/news` as plain links (each filtered list has its own address, works without
 * JavaScript). A chip adds its tag to `tags` or removes it when selected; 'all topics' clears them. Nothing when
 * the tags could not load.
 */
export function NewsTagFilter({ tags, search }: { tags: NewsTag[] | null; search: NewsSearch }) {
  const t = useT()
  if (!tags || tags.length === 0) return null
  const selected = selectedTags(search)
  return (
    <nav className="news-tags" aria-label={t('news.tags.label')}>
      <ul className="news-tags__list">
        <li>
          <TagChip search={toggleTag(search, null)} current={selected.length === 0}>
            {t('news.tags.all')}
          </TagChip>
        </li>
        {tags.map((tag) => (
          <li key={tag.slug}>
            <TagChip search={toggleTag(search, tag.slug)} current={selected.includes(tag.slug)}>
              {tag.title}
            </TagChip>
          </li>
        ))}
      </ul>
    </nav>
  )
}
