import { lazy, type ComponentType } from 'react'

/**
 * React's `lazy` for a named export: a part of a page below the first screen, inside a HydrateWhenNear, whose code
 * loads when its gate opens (near the viewport, or the visitor's first action) instead of before the page is usable
 * (issue 40.2's JavaScript budget). The server renders it with the page as before.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }))
}
