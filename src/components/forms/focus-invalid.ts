import { useEffect, useRef } from 'react'

/** The first control in `root` marked invalid (`aria-invalid`), in the page's order. */
export function firstInvalidControl(root: Element | Document | null | undefined): HTMLElement | null {
  return root?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null
}

/**
 * VALID-02: after a refused submit the focus goes to the field to fix, brought into view (on a phone the long desk
 * forms had it thousands of pixels away). The public forms and the desk's both end with it.
 */
export function focusInvalidControl(control: HTMLElement | null | undefined): void {
  if (!control) return
  // jsdom (the unit tests) has no scrolling.
  if (typeof control.scrollIntoView === 'function') control.scrollIntoView({ block: 'center' })
  control.focus({ preventScroll: true })
}

/** Where a submit stands for the focus: still running, refused with the server's field errors, or over otherwise. */
export type SubmitOutcome = 'pending' | 'refused' | 'settled'

/**
 * VALID-02 in the desk: `arm(from)` when a form is submitted (the form, or the card, or the element that sent it);
 * once the submit comes back refused, the first invalid control of that form takes the focus. A save that runs on its
 * own (autosave) is never armed, so it never takes the focus from where someone is typing.
 */
export function useFocusFirstInvalid(outcome: SubmitOutcome): (from?: Element | null) => void {
  const scope = useRef<Element | null>(null)
  useEffect(() => {
    if (!scope.current || outcome === 'pending') return
    const from = scope.current
    scope.current = null
    if (outcome === 'refused') focusInvalidControl(firstInvalidControl(from.closest('form') ?? (from.isConnected ? from : document)))
  })
  return (from) => {
    scope.current = from ?? (typeof document === 'undefined' ? null : (document.activeElement ?? document.body))
  }
}
