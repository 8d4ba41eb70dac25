import { startTransition, useEffect, useState } from 'react'
import { afterLoadWhenIdle } from '../../after-load-when-idle'

/** Where the header bar shows its phone and settings dropdowns, and the burger hides (LAYOUT-01, LAYOUT-04). */
export const WIDE_SCREEN = '(min-width: 992px)'
/** Where the burger shows instead: every other width. */
export const NARROW_SCREEN = `not all and ${WIDE_SCREEN}`

/**
 * Whether a panel of the page shell that opens on demand (the burger panel, the header's phone dropdown) has its
 * content: never from the server, since each of them shows on some screens only and every render and hydration paid
 * for it (issue 43.3); in the browser once the page has loaded and is idle where its control shows (`media`), so
 * that the first click finds it ready, and at the latest when it opens (a click before that, a window resized later).
 * Either way in a render of its own, a transition: a tap that comes meanwhile is answered first, and a tap that opens
 * the panel before it is built paints its own frame (the button pressed) without waiting for the panel's render,
 * some 40–70 ms of a phone's main thread for the burger's at 4× slowdown. The caller shows the panel once it is
 * built. Once built, it stays. Its messages come with every page (browser-built-messages.ts).
 */
export function useBuiltInBrowser(open: boolean, media: string): boolean {
  const [built, setBuilt] = useState(false)
  useEffect(() => {
    if (built) return
    const build = () => startTransition(() => setBuilt(true))
    if (open) {
      build()
      return
    }
    return afterLoadWhenIdle(() => {
      if (window.matchMedia(media).matches) build()
    })
  }, [built, open, media])
  return built
}
