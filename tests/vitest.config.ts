import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = path.resolve(import.meta.dirname, '..')

/**
 * Two projects: `unit` (machines and pure modules in Node) and `worker` (the Worker inside workerd with a
 * real local D1; see tests/worker/). `npm test` runs both, then the end-to-end suite.
 */
export default defineConfig({
  root,
  test: {
    projects: [
      {
        root,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['machines/**/*.test.ts', 'src/**/*.test.ts', 'worker/edge/**/*.test.ts'],
        },
      },
    ],
  },
})
