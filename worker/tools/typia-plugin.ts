import { resolveOptions, transformTypia } from '@typia/unplugin/api'
import type { Plugin } from 'vite'

/** Only the API validates with typia; transforming other files would only slow the build. */
const API_MODULE = /\/worker\/api\/[^/]+\.ts$/

/**
 * Compiles typia's calls in the API's modules (`typia.createValidate…<T>()` becomes the generated validator).
 *
 * The transform is typia's own (`@typia/unplugin/api`), but its output is used as printed. The packaged plugin
 * instead diffs the printed file against the source to keep a source map (diff-match-patch, 1 s time limit) and
 * patches the source with that diff; its whitespace workaround for magic-string turns some complete diffs into
 * broken code (`IValidation<CommonQuery> = > {` in worker/api/event-orders.ts), and whether the diff completes
 * depends on how busy the machine is — builds failed at random. Without the diff, these modules have no source map
 * of their own: a stack trace points into the transformed module.
 */
type Transform = typeof transformTypia

export function typiaPlugin(): Plugin {
  const options = resolveOptions({ cache: false, log: false })
  return {
    name: 'typia-api-validators',
    enforce: 'pre',
    async transform(code, id) {
      if (!API_MODULE.test(id) || !code.includes('typia')) return null
      const transformed = await transformTypia(
        id as Parameters<Transform>[0],
        code as Parameters<Transform>[1],
        this as unknown as Parameters<Transform>[2],
        options,
      )
      if (transformed === undefined) throw new Error(`typia could not transform ${id}`)
      return { code: transformed, map: null }
    },
  }
}
