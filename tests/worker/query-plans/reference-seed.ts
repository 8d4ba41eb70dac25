import { createRandom } from '../../../worker/db/seed/random'
import { seedReference } from '../../../worker/db/seed/reference'

/**
 * The reference demo data (countries, cities, tags, rates) in the test D1, once. tests/worker/fixtures.ts does not
 * seed it yet; when it does, this finds the rows present and does nothing.
 */
export async function ensureReferenceSeed(db: D1Database): Promise<void> {
  const row = await db.prepare('SELECT COUNT(*) AS count FROM countries').first<{ count: number }>()
  if ((row?.count ?? 0) > 0) return
  await db.batch(seedReference(createRandom(1), { scale: 1 }).map((sql) => db.prepare(sql)))
}
