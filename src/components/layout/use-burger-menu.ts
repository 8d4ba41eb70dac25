import { useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useId, useRef, type MouseEvent, type SyntheticEvent } from 'react'
import { afterNextPaint } from '../../after-next-paint'
import { isBurgerMenuOpen } from '../../model/burger-menu-view'
import { useLazyMachine } from '../use-lazy-machine'
import { NARROW_SCREEN, useBuiltInBrowser, WIDE_SCREEN } from './use-built-in-browser'

const loadBurgerMenu = () => import('../../../machines/burger-menu.machine').then((module) => module.burgerMenuMachine)

/**
 * Runs burgerMenuMachine (LAYOUT-04, LAYOUT-05; loaded on the first click, which opens the menu while it loads:
 * burger-menu-view.ts) and mirrors it on a native modal <dialog>: the browser traps focus, makes the page behind
 * inert and gives focus back to the burger button on close. Esc, the close button, a click on the backdrop, any
 * navigation and a link click inside the panel close it.
 */
export function useBurgerMenu() {
  const { snapshot, waiting, send, sendIfStarted } = useLazyMachine(loadBurgerMenu)
  const open = isBurgerMenuOpen(snapshot, waiting)
  const panelContent = useBuiltInBrowser(open, NARROW_SCREEN)
  const panelId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  useEffect(() => sendIfStarted({ type: 'navigation' }), [pathname, sendIfStarted])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (!open) {
      if (dialog.open) dialog.close()
      document.documentElement.classList.remove('has-burger-open')
      return
    }
    // The panel opens with its content, never empty: a tap before it was built waits for its build.
    if (!panelContent) return
    // The tap's own frame shows the button pressed; the panel (a modal's style and layout of the whole page) comes
    // in the next one, so the tap answers at once (issue 43.3).
    return afterNextPaint(() => {
      if (dialog.open) return
      dialog.showModal()
      document.documentElement.classList.add('has-burger-open')
    })
  }, [open, panelContent])

  // Wide screens show the full header: a burger left open while the window grows closes (LAYOUT-04).
  useEffect(() => {
    if (!open) return
    const wide = window.matchMedia(WIDE_SCREEN)
    const onChange = () => wide.matches && send({ type: 'menu.close' })
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [open, send])

  const onCancel = useCallback(
    (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault()
      send({ type: 'escape' })
    },
    [send],
  )

  const onClick = useCallback(
    (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) send({ type: 'menu.close' })
      else if (event.target instanceof Element && event.target.closest('a[href]')) send({ type: 'navigation' })
    },
    [send],
  )

  // Stable, so the panel's content (memo) is not rendered again when the menu opens or closes (issue 43.3).
  const close = useCallback(() => send({ type: 'menu.close' }), [send])

  return {
    open,
    close,
    buttonProps: {
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      'aria-haspopup': 'dialog' as const,
      onClick: () => send({ type: 'menu.toggle' }),
    },
    dialogProps: { id: panelId, ref: dialogRef, onCancel, onClick },
    /** Whether the panel's content is built (useBuiltInBrowser). */
    panelContent,
  }
}
