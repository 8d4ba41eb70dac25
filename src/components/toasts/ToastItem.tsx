import type { FocusEvent } from 'react'
import type { ShownToast } from '../../../machines/toasts.machine'
import { useT } from '../../i18n/intl'
import { TOAST_DURATION_MS } from '../../model/timers'
import { useActorSelector } from '../use-actor-selector'
import { useToastsActor } from './toasts-context'

const ICONS = { success: '✓', warn: '!', error: '×' } as const

/**
 * One toast: its text, a close button, and for timed toasts a bar showing the time left that stops while the
 * toast is held (OQ-36: hover or focus pauses it).
 */
export function ToastItem({ toast }: { toast: ShownToast }) {
  const t = useT()
  const toasts = useToastsActor()
  const timed = useActorSelector(toast.ref, (snapshot) => snapshot.matches('timed'))
  const paused = useActorSelector(toast.ref, (snapshot) => snapshot.matches({ timed: 'paused' }))
  const { id } = toast

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Focus moving between the toast's own elements keeps it held.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return
    toasts.send({ type: 'toast.resume', id, reason: 'focus' })
  }

  return (
    <div
      className={`toast toast--${toast.kind}${paused ? ' is-paused' : ''}`}
      onMouseEnter={() => toasts.send({ type: 'toast.pause', id, reason: 'hover' })}
      onMouseLeave={() => toasts.send({ type: 'toast.resume', id, reason: 'hover' })}
      onFocus={() => toasts.send({ type: 'toast.pause', id, reason: 'focus' })}
      onBlur={onBlur}
    >
      <span className="toast__icon" aria-hidden="true">
        {ICONS[toast.kind]}
      </span>
      <p className="toast__message">{toast.message}</p>
      <button
        type="button"
        className="toast__close"
        aria-label={t('toasts.close')}
        onClick={() => toasts.send({ type: 'toast.dismiss', id })}
      >
        <span aria-hidden="true">×</span>
      </button>
      {timed && (
        <span className="toast__time-left" aria-hidden="true" style={{ animationDuration: `${TOAST_DURATION_MS}ms` }} />
      )}
    </div>
  )
}
