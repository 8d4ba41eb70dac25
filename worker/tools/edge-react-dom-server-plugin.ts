import { createRequire } from 'node:module'
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { withTextChunks } from './react-text-chunks'

const VIRTUAL = '\0edge-react-dom-server'
/** React's streaming renderer for edge runtimes, without the string renderer that react-dom/server.edge adds. */
const STREAMING_RENDERER = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json')),
  'cjs/react-dom-server.edge.production.js',
)

/**
 * In the Worker's production build, `react-dom/server` is React's edge streaming renderer alone. The package's
 * workerd entry (server.edge.js, CommonJS, so nothing of it is shaken out) also requires the legacy string renderer
 * for renderToString: 191 KiB of the bundle that the Worker never runs, since it renders by stream (worker/ssr). The
 * renderer writes text chunks, encoded once a flush (react-text-chunks.ts).
 */
export function edgeReactDomServerPlugin(workerEnvironment: string): Plugin {
  return {
    name: 'edge-react-dom-server',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === workerEnvironment,
    resolveId(id) {
      return id === 'react-dom/server' ? VIRTUAL : null
    },
    load(id) {
      if (id === STREAMING_RENDERER) return withTextChunks(fs.readFileSync(STREAMING_RENDERER, 'utf8'))
      if (id !== VIRTUAL) return null
      return [
        `import server from ${JSON.stringify(STREAMING_RENDERER)}`,
        'export default server',
        'export const { renderToReadableStream, resume, version } = server',
      ].join('\n')
    },
  }
}
