/**
 * `npm start`: build, apply the local D1 migrations, seed an empty local database, and serve the production
 * build through workerd as Cloudflare runs it (`wrangler dev` of the built Worker) at http://localhost:8787
 * (PORT and HOST change the address). Works offline.
 */
import { migrate, putFiles, seed } from './db.mjs'
import { LOCAL_STATE_DIR, workerServerArgs } from './local-server.mjs'
import { bin, run } from './run.mjs'

const port = process.env.PORT ?? '8787'
const host = process.env.HOST ?? 'localhost'
await run(bin('vite'), ['build', '--logLevel', 'warn'])
await migrate()
await seed()
await putFiles()
console.log(`Serving the site at http://${host}:${port}`)
await run(bin('wrangler'), workerServerArgs({ port, host, persistTo: LOCAL_STATE_DIR }))
