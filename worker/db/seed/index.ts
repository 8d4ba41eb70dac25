/**
 * Deterministic demo content for the local D1 (BE-05): `node worker/db/seed/index.ts --scale N --out FILE`.
 * Each module returns INSERT statements for its entities; the order respects foreign keys.
 */
import fs from 'node:fs'
import { createRandom } from './random.ts'
import { seedLanguages } from './languages.ts'
import { seedPages } from './pages.ts'
import { seedSiteProfile } from './site-profile.ts'
import { seedReference } from './reference.ts'
import { seedEventsAndTrainers } from './events-trainers.ts'
import { seedPublications } from './publications.ts'
import { seedShopAndReviews } from './shop-reviews.ts'

export interface SeedOptions {
  scale: number
}

export function buildSeed(options: SeedOptions): string {
  const random = createRandom(20260101)
  // Each family draws from its own generator, so adding content to one never changes another's.
  const statements = [
    ...seedLanguages(),
    ...seedSiteProfile(),
    ...seedPages(random, options),
    ...seedReference(createRandom(1), options),
    ...seedEventsAndTrainers(createRandom(2), options),
    ...seedPublications(createRandom(3), options),
    ...seedShopAndReviews(createRandom(4), options),
  ]
  return statements.join('\n') + '\n'
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scale = Number(argument('--scale') ?? '1')
  if (!Number.isInteger(scale) || scale < 1) {
    console.error('--scale must be a whole number ≥ 1')
    process.exit(2)
  }
  const sql = buildSeed({ scale })
  const out = argument('--out')
  if (out) fs.writeFileSync(out, sql)
  else process.stdout.write(sql)
}
