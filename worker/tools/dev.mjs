/** `npm run dev`: migrations and seed as `npm start`, then Vite with hot reload (Worker in workerd). */
import { migrate, seed } from './db.mjs'
import { bin, run } from './run.mjs'

const port = process.env.PORT ?? '8787'
await migrate()
await seed()
await run(bin('vite'), ['dev', '--port', port, '--strictPort'])
