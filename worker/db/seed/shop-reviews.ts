import type { SeedOptions } from './index.ts'
import type { Random } from './random.ts'

/** Demo content: products, reviews (issue 3). */
export function seedShopAndReviews(_random: Random, _options: SeedOptions): string[] {
  return []
}
