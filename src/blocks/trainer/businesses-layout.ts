/** TRAINER-11: one featured business, then four; more than five puts the rest behind a toggle. */
export const FEATURED_BUSINESSES = 1
export const SHOWN_BUSINESSES = 4

export interface BusinessesLayout<T> {
  featured: T | null
  /** Always visible after the featured one. */
  shown: T[]
  /** Revealed by the toggle; empty when there are five or fewer. */
  more: T[]
}

export function businessesLayout<T>(businesses: readonly T[]): BusinessesLayout<T> {
  const visible = FEATURED_BUSINESSES + SHOWN_BUSINESSES
  return {
    featured: businesses[0] ?? null,
    shown: businesses.slice(FEATURED_BUSINESSES, visible),
    more: businesses.slice(visible),
  }
}
