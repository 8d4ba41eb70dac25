/** Places on disk shared by the end-to-end server, the benchmark and `npm test`. */
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../../..')
/** Local state (D1 and caches) of the Worker under test; the dev server keeps its own in .wrangler/state. */
export const TEST_STATE_DIR = path.join(ROOT, '.wrangler', 'test')
/** The preview config that points the production build at TEST_STATE_DIR. */
export const PREVIEW_CONFIG = path.join(ROOT, 'tests', 'e2e', 'vite.preview.config.ts')
/** Written by `vite build`: tells `vite preview` where the built Worker is. */
export const BUILD_POINTER = path.join(ROOT, '.wrangler', 'deploy', 'config.json')
export const CLIENT_DIR = path.join(ROOT, 'dist', 'client')
