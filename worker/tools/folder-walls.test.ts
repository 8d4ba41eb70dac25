import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mts)$/.test(file) && !file.endsWith('.gen.ts'))
    .map((file) => path.join(folder, file))
}

/** Every relative import, type-only or not, as a path from the repository root. */
function imports(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8')
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((match) => match[1]!)
  return specifiers.map((specifier) => path.relative(root, path.resolve(root, path.dirname(file), specifier)))
}

function breaches(folders: string[], allowed: (file: string, target: string) => boolean): string[] {
  return folders.flatMap((folder) =>
    sourceFiles(folder).flatMap((file) => imports(file).filter((target) => !allowed(file, target)).map((target) => `${file} → ${target}`)),
  )
}

const inside = (target: string, folder: string) => target === folder || target.startsWith(folder + '/')

describe('folder walls (DESIGN.md "Walls", issue 24)', () => {
  it('src and machines import nothing from worker, not even types', () => {
    expect(breaches(['src', 'machines'], (_, target) => !inside(target, 'worker'))).toEqual([])
  })

  it('worker reaches src only through worker/ssr (src/model is shared); tests and build tools aside', () => {
    const allowed = (file: string, target: string) =>
      !inside(target, 'src') || inside(target, 'src/model') || inside(file, 'worker/ssr') || inside(file, 'worker/tools') || /\.test\.tsx?$/.test(file)
    expect(breaches(['worker'], allowed)).toEqual([])
  })

  it('auth, mail, media, payments, staff and lib take shared helpers from worker/lib, never from worker/api (issue 41)', () => {
    const folders = ['worker/auth', 'worker/mail', 'worker/media', 'worker/payments', 'worker/staff', 'worker/lib'].filter((folder) => existsSync(path.join(root, folder)))
    expect(breaches(folders, (_, target) => !inside(target, 'worker/api'))).toEqual([])
  })

  it('only worker/db runs SQL; the auth files that still do are the known debt, and no other file joins them (issue 41)', () => {
    const debt = [
      'worker/api/client-users-email.ts',
      'worker/api/client-users-password.ts',
      'worker/auth/address-proof.ts',
      'worker/auth/device-cookie.ts',
      'worker/auth/oauth/social-user-rows.ts',
      'worker/auth/session-list.ts',
      'worker/auth/sessions.ts',
      'worker/auth/user-rows.ts',
      'worker/auth/user-tokens.ts',
      'worker/media/lead-cv.ts',
    ]
    const runsSql = sourceFiles('worker')
      .filter((file) => !inside(file, 'worker/db') && !/\.test\.tsx?$/.test(file) && !inside(file, 'worker/tools'))
      .filter((file) => /\.prepare\(/.test(readFileSync(path.join(root, file), 'utf8')))
    expect(runsSql.filter((file) => !debt.includes(file))).toEqual([])
  })

  it('src/model imports nothing of the project outside itself', () => {
    expect(breaches(['src/model'], (_, target) => inside(target, 'src/model') || target.startsWith('..'))).toEqual([])
  })
})
