/// <reference types="@cloudflare/vitest-plugin/types" />
import type { D1Migration } from 'cloudflare:test'
import type { Bindings } from '../../worker/env'

declare global {
  namespace Cloudflare {
    /** The Worker's bindings (wrangler.toml) plus what tests/vitest.config.ts adds for the setup file. */
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[]
      /** Migrations and reference data, no demo content (fresh-deployment.test.ts fills it). */
      REFERENCE_DB: D1Database
    }
    /** `exports.default` of `cloudflare:workers` is the Worker of worker/index.ts. */
    interface GlobalProps {
      mainModule: typeof import('../../worker/index')
    }
  }
}
