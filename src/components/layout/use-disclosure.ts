import { useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react'

/**
 * A header dropdown's open state (LAYOUT-02: Education, LAYOUT-01: phones): a button with aria-expanded and
 * aria-controls toggles a panel, which closes on Escape (focus back on the button), on a click outside, when focus
 * leaves it and on navigation.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  // Navigation closes it: noticed while rendering the new location (React's pattern for state that follows a
  // value), not by an effect that would first commit the open panel on the new page.
  const [shownAt, setShownAt] = useState(pathname)
  if (shownAt !== pathname) {
    setShownAt(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  const onBlur = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && rootRef.current?.contains(next)) return
    if (next) setOpen(false)
  }, [])

  return {
    open,
    close: () => setOpen(false),
    rootProps: { ref: rootRef, onBlur },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
    panelProps: { id: panelId, hidden: !open },
  }
}
