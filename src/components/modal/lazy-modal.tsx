import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react'
import { useT } from '../../i18n/intl'
import { useToast } from '../toasts/toasts-context'
import type { ModalContentProps } from './InfoModal'

/** A modal whose code did not load (and the page did not reload, ERR-07): it closes and says so in an error toast. */
function ModalLoadFailed({ close }: ModalContentProps) {
  const t = useT()
  const toast = useToast()
  const reported = useRef(false)
  useEffect(() => {
    // It stays mounted through the closing animation, and ModalHost's `close` is new on every render.
    if (reported.current) return
    reported.current = true
    toast('error', t('errors.internal_short'))
    close()
  }, [toast, t, close])
  return null
}

/**
 * A modal whose code loads when it first opens (issue 4: modals are not part of the first paint's JS). A failed load
 * shows ModalLoadFailed once, and the next opening loads the code again: a button is never dead.
 */
export function lazyModal<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): ComponentType<Props> {
  const loadOrFail = (): Promise<{ default: ComponentType<Props> }> =>
    load().catch(() => {
      Content = lazy(loadOrFail)
      return { default: ModalLoadFailed as unknown as ComponentType<Props> }
    })
  let Content = lazy(loadOrFail)
  return function LazyModal(props: Props) {
    return (
      <Suspense fallback={null}>
        <Content {...props} />
      </Suspense>
    )
  }
}
