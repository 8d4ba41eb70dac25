import path from 'node:path'
import { cloudflare } from '@cloudflare/vite-plugin'
import { defineConfig } from 'vite'
import { TEST_STATE_DIR } from './support/paths.mjs'

/**
 * `vite preview` of the production build (dist/, written by `npm run build`) for the end-to-end tests and the
 * benchmark. The only difference from the project's vite.config.ts in preview is where the Worker keeps its
 * local state: its own D1 under .wrangler/test, so the tests neither see nor change the database that
 * `npm run dev` and `npm start` use.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  plugins: [cloudflare({ persistState: { path: TEST_STATE_DIR } })],
})
