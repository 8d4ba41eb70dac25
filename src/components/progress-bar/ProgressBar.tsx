import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useT } from '../../i18n/intl'
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_FINISH_MS } from '../../model/timers'
import { useLazyMachine } from '../use-lazy-machine'
import './progress-bar.css'

const loadProgressBar = () => import('../../../machines/progress-bar.machine').then((module) => module.progressBarMachine)

/** States in which the bar is on screen; in the others it is hidden, also from assistive technology. */
const VISIBLE = ['running', 'waiting', 'finishing', 'failed'] as const

/**
 * The thin bar at the top of the page during navigation (ROUTE-15). The router's events drive progressBarMachine:
 * `onBeforeNavigate` starts it (the machine loads with the first navigation; idle and hidden until then);
 * `onResolved` ends it, or fails it when a route of the new page failed to load.
 */
export function ProgressBar() {
  const t = useT()
  const router = useRouter()
  const { snapshot, send } = useLazyMachine(loadProgressBar)

  useEffect(() => {
    const stopStart = router.subscribe('onBeforeNavigate', () => send({ type: 'navigation.start' }))
    const stopEnd = router.subscribe('onResolved', () => {
      const failed = router.state.matches.some((match) => match.status === 'error')
      send({ type: failed ? 'navigation.fail' : 'navigation.end' })
    })
    return () => {
      stopStart()
      stopEnd()
    }
  }, [router, send])

  const state = snapshot ? String(snapshot.value) : 'idle'
  const visible = VISIBLE.some((name) => snapshot?.matches(name))
  const failed = snapshot?.matches('failed') ?? false
  return (
    <div
      className={`progress-bar progress-bar--${state}`}
      role="progressbar"
      aria-label={t('progress.loading')}
      aria-hidden={visible ? undefined : true}
      aria-valuetext={failed ? t('progress.failed') : undefined}
      style={{
        ['--progress-bar-duration' as string]: `${PROGRESS_BAR_DURATION_MS}ms`,
        ['--progress-bar-finish' as string]: `${PROGRESS_BAR_FINISH_MS}ms`,
      }}
    >
      <div className="progress-bar__fill" />
    </div>
  )
}
