import { useEffect, useState } from 'react'
import { afterLoadWhenIdle } from '../../after-load-when-idle'

/** Where the header bar shows its phone and settings dropdowns, and the burger hides (LAYOUT-01, LAYOUT-04). */
export const WIDE_SCREEN = '(min-width: 992px)'
/** Where the burger shows instead: every other width. */
export const NARROW_SCREEN = `not all and ${WIDE_SCREEN}`

/**
 * Whether a panel of the page shell that opens on demand (the burger panel, the header's phone dropdown) has its
 * content: never from the server, since each of them shows on some screens only and every render and hydration paid
 * for it (issue 43.3); in the browser once the page has loaded and is idle where its control shows
 * (`media`), so that the first click finds it ready, and at the latest when it opens (a click before that, a window
 * resized later). Once built, it stays. Its messages come with every page (browser-built-messages.ts).
 */
export function useBuiltInBrowser(open: boolean, media: string): boolean {
  const [built, setBuilt] = useState(false)
  // Opening builds it at once, in the same render (React's pattern for state that follows a value).
  if (open && !built) setBuilt(true)
  useEffect(() => {
    if (built) return
    return afterLoadWhenIdle(() => {
      if (window.matchMedia(media).matches) setBuilt(true)
    })
  }, [built, media])
  return built
}
