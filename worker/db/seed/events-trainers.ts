import type { SeedOptions } from './index.ts'
import type { Random } from './random.ts'

/** Demo content: trainers, events, online courses (issue 3). */
export function seedEventsAndTrainers(_random: Random, _options: SeedOptions): string[] {
  return []
}
