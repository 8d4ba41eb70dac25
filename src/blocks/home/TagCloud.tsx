import { useEffect, useId, useRef, useState } from 'react'
import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { useT } from '../../i18n/intl'
import { PageSection } from '../../components/section-head/PageSection'
import { splitTagCloud, type TagCloudItem } from './tag-cloud'

/**
 * HOME-06, HOME-07, OQ-19: the most used tags, 24 at first; 'more (N)' reveals the remaining N in place and
 * gives focus to the first of them. Each tag links to its tag page (TAG-01).
 */
export function TagCloud({ tags }: { tags: readonly TagCloudItem[] }) {
  const t = useT()
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const firstRevealed = useRef<HTMLAnchorElement>(null)
  const { shown, rest } = splitTagCloud(tags)

  useEffect(() => {
    if (expanded) firstRevealed.current?.focus()
  }, [expanded])

  return (
    <PageSection title={t('home.tags.title')} className="home-tags">
      <ul id={listId} className="tag-cloud">
        {shown.map((tag) => (
          <li key={tag.id}>
            <LocalizedLink to={`/tags/${tag.slug}`} className="chip chip--tinted">
              {tag.title}
            </LocalizedLink>
          </li>
        ))}
        {rest.map((tag, index) => (
          <li key={tag.id} hidden={!expanded}>
            <LocalizedLink
              to={`/tags/${tag.slug}`}
              className="chip chip--tinted"
              {...(index === 0 ? { ref: firstRevealed } : {})}
            >
              {tag.title}
            </LocalizedLink>
          </li>
        ))}
      </ul>
      {rest.length > 0 && !expanded ? (
        <button
          type="button"
          className="button button--outline tag-cloud__more"
          aria-controls={listId}
          aria-expanded={false}
          onClick={() => setExpanded(true)}
        >
          {t('home.tags.more', { count: rest.length })}
        </button>
      ) : null}
    </PageSection>
  )
}
