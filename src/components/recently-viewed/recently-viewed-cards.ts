import type { ApiClient } from '../../api/client'
import type { Language } from '../../model/languages'
import type { RecentlyViewedCard } from '../../model/recently-viewed'

/** How many answers a page keeps (the row's lists of one visit). */
const KEPT = 8
const asked = new Map<string, Promise<RecentlyViewedCard[] | null>>()

/**
 * The cards of `items` (recentlyViewedParam) in `language` from GET recently-viewed (ENTITY-29, OQ-47), asked once a
 * page load for the same items and language, for React's `use`. Never rejects: a failed read gives null, and the row
 * hides (ERR-05). `answered` hears of each answer (to forget the items it left out).
 */
export function recentlyViewedCards(
  api: Pick<ApiClient, 'recentlyViewed'>,
  language: Language,
  items: string,
  answered: (items: string, cards: readonly RecentlyViewedCard[]) => void,
): Promise<RecentlyViewedCard[] | null> {
  const key = `${language} ${items}`
  let cards = asked.get(key)
  if (!cards) {
    cards = api.recentlyViewed({ query: { items, language } }).then(
      ({ rows }) => {
        answered(items, rows)
        return rows
      },
      () => null,
    )
    asked.set(key, cards)
    for (const old of asked.keys()) if (asked.size > KEPT) asked.delete(old)
  }
  return cards
}
