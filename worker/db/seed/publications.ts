import type { SeedOptions } from './index.ts'
import type { Random } from './random.ts'

/** Demo content: news, articles, partners, social activities, employees, vacancies, franchise, forms (issue 3). */
export function seedPublications(_random: Random, _options: SeedOptions): string[] {
  return []
}
