/** `npm run dev`: migrations, seed and files as `npm start`, then Vite with hot reload (Worker in workerd). */
import { migrate, putFiles, reportFailure, seed } from './db.mjs'
import { bin, run } from './run.mjs'

const port = process.env.PORT ?? '8787'
try {
  await migrate()
  await seed()
  await putFiles()
  await run(bin('vite'), ['dev', '--port', port, '--strictPort'])
} catch (error) {
  reportFailure(error)
}
