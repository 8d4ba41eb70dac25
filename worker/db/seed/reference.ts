import type { SeedOptions } from './index.ts'
import type { Random } from './random.ts'

/** Demo content: countries, cities, tags, images, exchange rates (issue 3). */
export function seedReference(_random: Random, _options: SeedOptions): string[] {
  return []
}
