import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { seedFixtures } from './fixtures'

// Runs before each test file, inside workerd: the local D1 gets the schema of worker/db/migrations and the
// demo content plus the fixtures the tests rely on. Both steps are idempotent.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
await seedFixtures(env.DB)
