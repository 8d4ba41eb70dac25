import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/intl'
import { withoutSearchText, type BlogSearch } from './blog-search'

/** BLOG-04: the active search as a chip; clicking it removes the search (a plain link: works without JavaScript). */
export function SearchChip({ search }: { search: BlogSearch }) {
  const t = useT()
  if (!search.search) return null
  return (
    <p className="blog-search-chip">
      <Link
        to="."
        search={withoutSearchText(search)}
        resetScroll={false}
        className="chip chip--tinted"
        aria-label={t('blog.search.remove', { text: search.search })}
      >
        {t('blog.search.chip', { text: search.search })} <span aria-hidden="true">×</span>
      </Link>
    </p>
  )
}
