import { useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useId, useRef, type MouseEvent, type SyntheticEvent } from 'react'
import { isBurgerMenuOpen } from '../../model/burger-menu-view'
import { useLazyMachine } from '../use-lazy-machine'

const loadBurgerMenu = () => import('../../../machines/burger-menu.machine').then((module) => module.burgerMenuMachine)

/** Wide screens show the full header; a burger left open while the window grows closes (LAYOUT-04). */
const WIDE_SCREEN = '(min-width: 992px)'

/**
 * Runs burgerMenuMachine (LAYOUT-04, LAYOUT-05; loaded on the first click, closed until then) and mirrors it on a native modal <dialog>: the browser traps
 * focus, makes the page behind inert and gives focus back to the burger button on close. Esc, the close button,
 * a click on the backdrop, any navigation and a link click inside the panel close it.
 */
export function useBurgerMenu() {
  const { snapshot, send, sendIfStarted } = useLazyMachine(loadBurgerMenu)
  const open = isBurgerMenuOpen(snapshot)
  const panelId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  useEffect(() => sendIfStarted({ type: 'navigation' }), [pathname, sendIfStarted])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
    document.documentElement.classList.toggle('has-burger-open', open)
  }, [open])

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

  return {
    open,
    close: () => send({ type: 'menu.close' }),
    buttonProps: {
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      'aria-haspopup': 'dialog' as const,
      onClick: () => send({ type: 'menu.toggle' }),
    },
    dialogProps: { id: panelId, ref: dialogRef, onCancel, onClick },
  }
}
