/** Places on disk shared by the end-to-end server, the benchmark and `npm test`. */
import path from 'node:path'
import { ROOT } from '../../../worker/tools/local-server.mjs'

export { BUILD_POINTER, ROOT } from '../../../worker/tools/local-server.mjs'
/** Local state (D1 and caches) of the Worker under test; the dev server keeps its own in .wrangler/state. */
export const TEST_STATE_DIR = path.join(ROOT, '.wrangler', 'test')
export const CLIENT_DIR = path.join(ROOT, 'dist', 'client')
