/** `node worker/db/seed/cli.ts --scale N [--out FILE]`: the demo content as SQL (stdout without --out). */
import fs from 'node:fs'
import { buildSeed } from './index.ts'

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}

const scale = Number(argument('--scale') ?? '1')
if (!Number.isInteger(scale) || scale < 1) {
  console.error('--scale must be a whole number ≥ 1')
  process.exit(2)
}
const sql = buildSeed({ scale })
const out = argument('--out')
if (out) fs.writeFileSync(out, sql)
else process.stdout.write(sql)
