import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach } from 'vitest'
import { drainResponses } from './helpers'
import { seedFixtures } from './fixtures'
import { seedFiles } from '../../worker/db/seed/files'

// Runs before each test file, inside workerd: the local D1 gets the schema of worker/db/migrations and the
// demo content plus the fixtures the tests rely on, and the FILES bucket its demo files. All steps are idempotent.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
await seedFixtures(env.DB)
// The bucket is shared by the files like the D1: filled once (the about page's documents are 8 MB together).
if ((await env.FILES.list({ limit: 1 })).objects.length === 0) {
  await Promise.all(seedFiles().map(({ key, body }) => env.FILES.put(key, body, { httpMetadata: { contentType: 'application/pdf' } })))
}

// No server render of a test stays paused mid-stream into the next one (helpers.ts drainResponses).
afterEach(drainResponses)
