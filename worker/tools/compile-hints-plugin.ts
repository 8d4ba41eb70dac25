import type { Plugin } from 'vite'

/** V8's explicit compile hint (Chrome 136+): every function of the file it heads is compiled as the file loads. */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad'

/**
 * Heads the visitors' entry chunk (its facade module `entryFile`) with V8's compile hint. Without it V8 compiles a
 * function at its first call, on the main thread: a visitor's first tap or click paid for compiling the event
 * handling, the state updates and the components it reached for the first time (issue 43.3: the bench's burger tap
 * fell from 56–72 to 48 ms at 4× slowdown, medians of A/B runs; the settings click's runs disagreed). With it the
 * entry's functions, nearly all of which hydration and the first interactions call, are compiled as the file streams
 * in, off the main thread. Other browsers read a comment. Added once the bundle is final, since Vite heads the entry
 * with its preload map last; the file's name (its hash) does not change with it, and the comment is the same in
 * every build.
 */
export function compileHintsPlugin(entryFile: string): Plugin {
  return {
    name: 'training-centre:compile-hints',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId === entryFile) chunk.code = `${ALL_FUNCTIONS_CALLED_ON_LOAD}\n${chunk.code}`
        }
      },
    },
  }
}
