import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { transform as typiaTransform } from 'typia/lib/transform'
import type { Plugin } from 'vite'

const ROOT = path.resolve(import.meta.dirname, '../..')
/** Only these folders validate with typia (the APIs and the OAuth answers); transforming others would only slow the build. */
const TYPIA_DIRS = ['worker/api', 'worker/staff', 'worker/auth/oauth'].map((dir) => path.join(ROOT, dir))
const API_MODULE = /\/worker\/(api|staff|auth\/oauth)\/[^/]+\.ts$/

function compilerOptions(): ts.CompilerOptions {
  const configFile = path.join(ROOT, 'tsconfig.json')
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile)
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'))
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options
}

/** The API modules that call typia: the roots of the shared program. */
function typiaModules(): string[] {
  return TYPIA_DIRS.filter((dir) => fs.existsSync(dir)).flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => path.join(dir, name))
      .filter((file) => fs.readFileSync(file, 'utf8').includes('typia')),
  )
}

/**
 * Compiles typia's calls (`typia.createValidate…<T>()` becomes the generated validator) with ONE TypeScript program
 * over every API module, so the types they share are resolved once a build instead of once a module (typia's own
 * unplugin makes a program a file: 27 modules took ~55 s). Source files are kept while their text is the same;
 * a changed file (dev server, or text that differs from the program's) makes a new program that reuses the rest.
 * The output is used as printed: the packaged plugin's diff-based source-map patching broke code at random.
 */
export class TypiaCompiler {
  private readonly options = compilerOptions()
  private readonly sources = new Map<string, ts.SourceFile>()
  private program: ts.Program | undefined
  private stale = false
  private readonly printer = ts.createPrinter()

  /** Forgets a file's parsed text (it changed on disk) and with it the program. */
  invalidate(file: string): void {
    if (this.sources.delete(path.resolve(file))) this.stale = true
  }

  compile(id: string, code: string): string {
    const file = path.resolve(id)
    const cached = this.sources.get(file)
    if (cached && cached.text !== code) this.invalidate(file)
    if (!this.sources.has(file)) this.sources.set(file, ts.createSourceFile(file, code, this.options.target ?? ts.ScriptTarget.ES2022))
    const program = this.programWith(file)
    const source = program.getSourceFile(file)!
    const diagnostics: ts.Diagnostic[] = []
    const result = ts.transform(source, [typiaTransform(program, {}, { addDiagnostic: (d) => diagnostics.push(d) })], program.getCompilerOptions())
    try {
      const errors = diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
      if (errors.length > 0) {
        throw new Error(`typia could not transform ${id}: ${errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('; ')}`)
      }
      return this.printer.printFile(result.transformed[0]!)
    } finally {
      result.dispose()
    }
  }

  private programWith(file: string): ts.Program {
    if (!this.stale && this.program?.getSourceFile(file) === this.sources.get(file)) return this.program!
    const roots = new Set([...typiaModules(), file])
    const host = ts.createCompilerHost(this.options)
    host.getSourceFile = (fileName, languageVersion) => {
      const resolved = path.resolve(fileName)
      let source = this.sources.get(resolved)
      if (!source) {
        const text = ts.sys.readFile(resolved)
        if (text === undefined) return undefined
        source = ts.createSourceFile(resolved, text, languageVersion)
        this.sources.set(resolved, source)
      }
      return source
    }
    this.program = ts.createProgram([...roots], this.options, host, this.program)
    this.stale = false
    return this.program!
  }
}

export function typiaPlugin(): Plugin {
  const compiler = new TypiaCompiler()
  return {
    name: 'typia-api-validators',
    enforce: 'pre',
    watchChange(id) {
      compiler.invalidate(id)
    },
    transform(code, id) {
      if (!API_MODULE.test(id) || !code.includes('typia')) return null
      return { code: compiler.compile(id, code), map: null }
    },
  }
}
