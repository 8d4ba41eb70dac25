/**
 * EVENT-02: the banner's 'buy' and 'more' buttons scroll to their block in 1000 ms, stopping 20 px above it (below
 * the sticky header). A visitor who asks for reduced motion jumps there at once.
 */

export const EVENT_SCROLL_DURATION_MS = 1000
export const EVENT_SCROLL_OFFSET_PX = -20

/** What the animation needs of the browser; tests give a fake. */
export interface ScrollEnvironment {
  now: () => number
  requestFrame: (callback: () => void) => void
  scrollY: () => number
  scrollTo: (y: number) => void
  reducedMotion: () => boolean
}

/** Ease in and out (cubic): slow start, fast middle, slow end. */
export function easeInOutCubic(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2
}

/** The page offset to scroll to: the element's top in the page, plus the offset, minus what covers the top. */
export function scrollTarget(elementTop: number, scrollY: number, offset: number, coveredTop = 0): number {
  return Math.max(0, Math.round(scrollY + elementTop + offset - coveredTop))
}

/** Frames the scroll keeps following its block after the animation, and how many of them must find it in place. */
export const SETTLE_FRAMES = { most: 12, still: 2 }

/**
 * Scrolls to `target` over `duration` ms; resolves when there. Reduced motion: one jump. The target is asked for
 * again at every frame: blocks above it that the browser skipped while they were off-screen (content-visibility)
 * take their real height as the page scrolls past them, and the block moves; the scroll still ends on it. The ones
 * near where it stops are rendered only in the frames after the last step, so it keeps following the block until it
 * has stayed in place for `SETTLE_FRAMES.still` frames (at most `SETTLE_FRAMES.most`).
 */
export function animateScroll(target: () => number, duration: number, environment: ScrollEnvironment): Promise<void> {
  const start = environment.scrollY()
  const end = target()
  if (environment.reducedMotion() || duration <= 0 || start === end) {
    environment.scrollTo(end)
    return Promise.resolve()
  }
  const startedAt = environment.now()
  return new Promise((resolve) => {
    let settling = 0
    let still = 0
    const settle = () => {
      const place = target()
      if (place === environment.scrollY()) still += 1
      else {
        still = 0
        environment.scrollTo(place)
      }
      settling += 1
      if (still >= SETTLE_FRAMES.still || settling >= SETTLE_FRAMES.most) resolve()
      else environment.requestFrame(settle)
    }
    const step = () => {
      const progress = Math.min(1, (environment.now() - startedAt) / duration)
      environment.scrollTo(Math.round(start + (target() - start) * easeInOutCubic(progress)))
      environment.requestFrame(progress < 1 ? step : settle)
    }
    environment.requestFrame(step)
  })
}

/** The browser's environment (only called from event handlers, never during render). */
export function browserScrollEnvironment(): ScrollEnvironment {
  return {
    now: () => performance.now(),
    requestFrame: (callback) => window.requestAnimationFrame(callback),
    scrollY: () => window.scrollY,
    scrollTo: (y) => window.scrollTo({ top: y, behavior: 'instant' }),
    reducedMotion: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  }
}

/** The height of a sticky or fixed site header, which covers the top of the page. */
function coveredTop(): number {
  const header = document.querySelector<HTMLElement>('.site-header')
  if (!header) return 0
  const position = getComputedStyle(header).position
  return position === 'sticky' || position === 'fixed' ? header.getBoundingClientRect().height : 0
}

/**
 * Scrolls to the element with `id` (EVENT-02), then moves focus there for keyboard and screen-reader users. The
 * address keeps no fragment: the router would scroll to it again by its own rules (scroll-padding), undoing the
 * −20 px offset.
 */
export async function scrollToBlock(id: string): Promise<void> {
  const element = document.getElementById(id)
  if (!element) return
  const environment = browserScrollEnvironment()
  const covered = coveredTop()
  const target = () => scrollTarget(element.getBoundingClientRect().top, environment.scrollY(), EVENT_SCROLL_OFFSET_PX, covered)
  await animateScroll(target, EVENT_SCROLL_DURATION_MS, environment)
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
}
