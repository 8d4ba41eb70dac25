/** Production build: the browser app, then the Worker (see vite.config.ts). */
import { bin, run } from './run.mjs'

await run(bin('vite'), ['build', '--logLevel', 'warn'])
