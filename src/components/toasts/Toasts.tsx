import { lazy, Suspense } from 'react'
import type { ShownToast } from '../../../machines/toasts.machine'
import { useT } from '../../i18n/intl'
import { useLazySnapshot } from '../use-lazy-machine'
import { useToastsActor } from './toasts-context'
import './toasts.css'

const NO_TOASTS: ShownToast[] = []

/** A toast's code, loaded with the toasts' machine (app-providers.tsx): no page shows a toast at first (issue 43.3). */
export const loadToastItem = () => import('./ToastItem')

const ToastItem = lazy(() => loadToastItem().then((module) => ({ default: module.ToastItem })))

/**
 * The toasts on screen (TOAST-01, OQ-36). Both live regions are always in the page so that assistive technology
 * announces what is added: success and warn politely (role=status), errors at once (role=alert).
 */
export function Toasts() {
  const t = useT()
  const toasts = useLazySnapshot(useToastsActor())?.context.toasts ?? NO_TOASTS
  const errors = toasts.filter((toast) => toast.kind === 'error')
  const others = toasts.filter((toast) => toast.kind !== 'error')
  return (
    <section className="toasts" aria-label={t('toasts.region')}>
      <div className="toasts__list" role="alert" aria-live="assertive" aria-atomic="false">
        <Suspense fallback={null}>
          {errors.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </Suspense>
      </div>
      <div className="toasts__list" role="status" aria-live="polite" aria-atomic="false">
        <Suspense fallback={null}>
          {others.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </Suspense>
      </div>
    </section>
  )
}
