/**
 * Deterministic demo content for the local D1 (BE-05); `worker/db/seed/cli.ts` writes it as SQL.
 * It starts with the reference data of a real deployment (reference-data.ts), so the two never disagree; each module
 * returns INSERT statements for its entities, in foreign-key order.
 */
import { createRandom } from './random.ts'
import { referenceStatements } from './reference-data.ts'
import { seedSiteProfile } from './site-profile.ts'
import { seedReference } from './reference.ts'
import { seedEventsAndTrainers } from './events-trainers.ts'
import { seedPublications } from './publications.ts'
import { seedShopAndReviews } from './shop-reviews.ts'
import { seedLanding } from './landing.ts'
import { seedUploadedFiles } from './files.ts'
import { seedStaff } from './staff.ts'
import { seedPaymentFollowups } from './payment-followups.ts'
import { seedDoorTickets } from './door-tickets.ts'

export interface SeedOptions {
  scale: number
}

/**
 * The families of the demo content, in foreign-key order, each made only when called: a large `--scale` (1000) is
 * written family by family (writeSeed), never held whole in memory.
 */
function seedFamilies(options: SeedOptions): Array<() => string[]> {
  // Each family draws from its own generator, so adding content to one never changes another's.
  return [
    () => referenceStatements(),
    () => seedReference(createRandom(1), options),
    // Offices name their cities (OQ-04).
    () => seedSiteProfile(),
    () => seedEventsAndTrainers(createRandom(2), options),
    () => seedPublications(createRandom(3), options),
    () => seedShopAndReviews(createRandom(4), options),
    () => seedLanding(createRandom(5)),
    () => seedUploadedFiles(),
    () => seedStaff(),
    () => seedPaymentFollowups(),
    () => seedDoorTickets(),
  ]
}

/** Every INSERT of the demo content, in foreign-key order. */
export function seedStatements(options: SeedOptions): string[] {
  return seedFamilies(options).flatMap((family) => family())
}

/** The seed's SQL, one statement a line, handed to `write` a family at a time (the SQL of scale 1000 is some 2 GB). */
export function writeSeed(options: SeedOptions, write: (text: string) => void): void {
  for (const family of seedFamilies(options)) {
    const statements = family()
    // In slices: one string of a whole family at scale 1000 would pass V8's longest string.
    for (let start = 0; start < statements.length; start += 500) write(statements.slice(start, start + 500).join('\n') + '\n')
  }
}
