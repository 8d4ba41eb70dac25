import { useRouteContext } from '@tanstack/react-router'
import { use, useDeferredValue, useSyncExternalStore } from 'react'
import { useT } from '../../i18n/intl'
import { parseRecentlyViewed, recentlyViewedParam, shownRecentlyViewed, type RecentlyViewedItem } from '../../model/recently-viewed'
import { searchHitPath } from '../../model/site-search'
import { LocalizedLink } from '../layout/LocalizedLink'
import { useLanguage } from '../layout/use-language'
import { recentlyViewedCards } from './recently-viewed-cards'
import { readRecentlyViewed, subscribeRecentlyViewed, writeRecentlyViewed } from './recently-viewed-store'
import { forgetMissing } from './remember-viewed'

const onServer = () => null

/**
 * "Recently viewed" (OQ-47, issue 45.3): what this device opened, newest first, without the page's own item; the
 * visitor can clear it. The device keeps identifiers (ENTITY-29); titles and pictures come from GET recently-viewed in
 * the page's language, and until they do the row shows nothing (its Suspense boundary), nor when the read fails.
 * Loaded by LazyRecentlyViewed after hydration, near the page's end.
 */
export function RecentlyViewed({ current }: { current?: RecentlyViewedItem }) {
  const t = useT()
  const { api } = useRouteContext({ from: '__root__' })
  const language = useLanguage()
  // A list changed meanwhile (another tab, an item forgotten) keeps the row as it is until its titles are in.
  const stored = useDeferredValue(useSyncExternalStore(subscribeRecentlyViewed, readRecentlyViewed, onServer))
  const shown = shownRecentlyViewed(parseRecentlyViewed(stored), current)
  const cards = shown.length === 0 ? null : use(recentlyViewedCards(api, language, recentlyViewedParam(shown), forgetMissing))
  if (!cards || cards.length === 0) return null
  return (
    <section className="recently-viewed container" aria-labelledby="recently-viewed-title">
      <div className="recently-viewed__head">
        <h2 id="recently-viewed-title">{t('recently_viewed.title')}</h2>
        <button type="button" className="recently-viewed__clear" onClick={() => writeRecentlyViewed(null)}>
          {t('recently_viewed.clear')}
        </button>
      </div>
      <ul className="recently-viewed__list">
        {cards.map((card) => (
          <li key={`${card.kind}-${card.slug}`}>
            <LocalizedLink to={searchHitPath(card)} className="recently-viewed__item">
              {card.image ? <img src={card.image} alt="" width={120} height={90} loading="lazy" /> : null}
              <span>{card.title}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
