import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

/**
 * Which routes the run has checked with axe, shared by all Playwright workers: each check is claimed by creating a
 * file that must not exist yet (atomic), so a route, language and width is checked once per run, not once per worker.
 */
export const CHECKED_ROUTES_ENV = 'E2E_CHECKED_ROUTES_DIR'

/** A new folder for one run's claims; the caller removes it with `release`. */
export async function openCheckedRoutes(): Promise<{ folder: string; release: () => Promise<void> }> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'e2e-checked-routes-'))
  return { folder, release: () => fs.rm(folder, { recursive: true, force: true }) }
}

/** True for the one caller of the run that claims `key` first; false for every later one. */
export async function claimRouteCheck(folder: string, key: string): Promise<boolean> {
  const file = path.join(folder, createHash('sha256').update(key).digest('hex'))
  try {
    await (await fs.open(file, 'wx')).close()
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}
