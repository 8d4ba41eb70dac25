import { useSyncExternalStore } from 'react'
import { useT } from '../../i18n/intl'
import { parseRecentlyViewed, shownRecentlyViewed, type RecentlyViewedItem } from '../../model/recently-viewed'
import { searchHitPath } from '../../model/site-search'
import { LocalizedLink } from '../layout/LocalizedLink'
import { readRecentlyViewed, subscribeRecentlyViewed, writeRecentlyViewed } from './recently-viewed-store'

const onServer = () => null

/**
 * "Recently viewed" (OQ-47, issue 45.3): what this device opened, newest first, without the page's own item; the
 * visitor can clear it. Loaded by LazyRecentlyViewed after hydration, near the page's end.
 */
export function RecentlyViewed({ current }: { current?: RecentlyViewedItem }) {
  const t = useT()
  const stored = useSyncExternalStore(subscribeRecentlyViewed, readRecentlyViewed, onServer)
  const shown = shownRecentlyViewed(parseRecentlyViewed(stored), current)
  if (shown.length === 0) return null
  return (
    <section className="recently-viewed container" aria-labelledby="recently-viewed-title">
      <div className="recently-viewed__head">
        <h2 id="recently-viewed-title">{t('recently_viewed.title')}</h2>
        <button type="button" className="recently-viewed__clear" onClick={() => writeRecentlyViewed(null)}>
          {t('recently_viewed.clear')}
        </button>
      </div>
      <ul className="recently-viewed__list">
        {shown.map((item) => (
          <li key={`${item.kind}-${item.slug}`}>
            <LocalizedLink to={searchHitPath(item)} className="recently-viewed__item">
              {item.image ? <img src={item.image} alt="" width={120} height={90} loading="lazy" /> : null}
              <span>{item.title}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
