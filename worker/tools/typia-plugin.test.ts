import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import type { Plugin, TransformResult } from 'vite'
import { describe, expect, it } from 'vitest'
import { TypiaCompiler, typiaPlugin } from './typia-plugin'

const API = path.resolve(import.meta.dirname, '../api')

async function transformed(plugin: Plugin, file: string): Promise<string | null> {
  const transform = plugin.transform as (this: unknown, code: string, id: string) => Promise<TransformResult | null>
  const result = await transform.call({ warn: () => {} }, fs.readFileSync(file, 'utf8'), file)
  return result?.code ?? null
}

/** TypeScript's syntax errors in a module's text. */
function syntaxErrors(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS)
  const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
}

describe('typia plugin (the build of the API validators)', () => {
  // event-orders.ts is the module the packaged plugin's diff patching broke (`IValidation<CommonQuery> = > {`).
  it('compiles every typia call of an API module into code that parses', { timeout: 60_000 }, async () => {
    const file = path.join(API, 'event-orders.ts')
    const code = await transformed(typiaPlugin(), file)
    expect(code).not.toBeNull()
    expect(syntaxErrors(file, code!)).toEqual([])
    expect(code).not.toMatch(/typia\.(http\.)?create\w*</)
    expect(code).toContain('IValidation<CommonQuery> =>')
  })

  it('leaves modules outside worker/api and modules without typia alone', async () => {
    const plugin = typiaPlugin()
    expect(await transformed(plugin, path.resolve(API, '../db/orders.ts'))).toBeNull()
    expect(await transformed(plugin, path.join(API, 'money.ts'))).toBeNull()
  })

  it('validates against the new type once a file the module imports changed (dev server)', { timeout: 60_000 }, () => {
    // Inside node_modules so that `typia` resolves; removed afterwards.
    const dir = fs.mkdtempSync(path.resolve(API, '../../node_modules/.typia-plugin-test-'))
    try {
      const types = path.join(dir, 'types.ts')
      const module = path.join(dir, 'validator.ts')
      const code = "import typia from 'typia'\nimport type { Shape } from './types'\nexport const validate = typia.createValidate<Shape>()\n"
      fs.writeFileSync(module, code)
      fs.writeFileSync(types, 'export interface Shape { first_field: string }\n')
      const compiler = new TypiaCompiler()
      expect(compiler.compile(module, code)).toContain('first_field')
      fs.writeFileSync(types, 'export interface Shape { second_field: number }\n')
      compiler.invalidate(types)
      const recompiled = compiler.compile(module, code)
      expect(recompiled).toContain('second_field')
      expect(recompiled).not.toContain('first_field')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
