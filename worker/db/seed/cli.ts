/**
 * `node worker/db/seed/cli.ts --scale N [--out FILE] [--files-out DIR]`: the demo content as SQL (stdout without
 * --out or --files-out); with --files-out, the FILES bucket's demo files under DIR and DIR/bulk.json for `wrangler r2 bulk put`.
 * With --reference, only the reference data of a real deployment (reference-data.ts), no demo content.
 */
import fs from 'node:fs'
import path from 'node:path'
import { seedFiles } from './files.ts'
import { writeSeed } from './index.ts'
import { buildReference } from './reference-data.ts'

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}

const scale = Number(argument('--scale') ?? '1')
if (!Number.isInteger(scale) || scale < 1) {
  console.error('--scale must be a whole number ≥ 1')
  process.exit(2)
}
const out = argument('--out')
const filesOut = argument('--files-out')
/** The SQL, a family at a time (writeSeed): scale 1000 is some 2 GB of it. */
const writeSql = (write: (text: string) => void) => {
  if (process.argv.includes('--reference')) write(buildReference())
  else writeSeed({ scale }, write)
}
if (out) {
  const fd = fs.openSync(out, 'w')
  try {
    writeSql((text) => fs.writeSync(fd, text))
  } finally {
    fs.closeSync(fd)
  }
} else if (!filesOut) writeSql((text) => process.stdout.write(text))
if (filesOut) {
  const pairs = seedFiles().map(({ key, body }) => {
    const file = path.join(filesOut, key)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, body)
    return { key, file }
  })
  fs.writeFileSync(path.join(filesOut, 'bulk.json'), JSON.stringify(pairs))
}
