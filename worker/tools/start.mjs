/**
 * `npm start`: build, apply the local D1 migrations, seed an empty local database, and serve the production
 * build in workerd at http://localhost:8787 (PORT changes the port). Works offline.
 */
import { migrate, seed } from './db.mjs'
import { bin, run } from './run.mjs'

const port = process.env.PORT ?? '8787'
await run(bin('vite'), ['build', '--logLevel', 'warn'])
await migrate()
await seed()
console.log(`Serving the site at http://localhost:${port}`)
await run(bin('vite'), ['preview', '--port', port, '--strictPort', '--host', process.env.HOST ?? 'localhost'])
