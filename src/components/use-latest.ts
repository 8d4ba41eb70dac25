import { useLayoutEffect, useRef } from 'react'

/**
 * A ref to `value` as of the last commit, for code that runs later and must see the newest one (event handlers,
 * observers, a machine's actors). It is written after render, never during it: a render React throws away or
 * repeats cannot leave it pointing at props that never committed.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value)
  useLayoutEffect(() => {
    latest.current = value
  })
  return latest
}
