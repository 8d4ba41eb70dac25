import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useT } from '../../i18n/intl'
import { progressBarView } from '../../model/progress-bar-view'
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_FINISH_MS } from '../../model/timers'
import { useLazyMachine } from '../use-lazy-machine'
import './progress-bar.css'

const loadProgressBar = () => import('../../../machines/progress-bar.machine').then((module) => module.progressBarMachine)

/**
 * The thin bar at the top of the page during navigation (ROUTE-15). The router's events drive progressBarMachine:
 * `onBeforeNavigate` starts it (the machine loads with the first navigation; idle and hidden until then);
 * `onResolved` ends it, or fails it when a route of the new page failed to load.
 *
 * The bar itself is a picture. What it shows reaches assistive technology as a polite status, always in the page
 * so that a change is announced: "loading the page" while the bar runs, "the page failed to load" when it turns
 * red, nothing otherwise. A status region also sits outside the page's landmarks by right, as a toast does.
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

  const { state, status } = progressBarView(snapshot)
  return (
    <div
      className={`progress-bar progress-bar--${state}`}
      role="status"
      aria-live="polite"
      style={{
        ['--progress-bar-duration' as string]: `${PROGRESS_BAR_DURATION_MS}ms`,
        ['--progress-bar-finish' as string]: `${PROGRESS_BAR_FINISH_MS}ms`,
      }}
    >
      <span className="visually-hidden">{status === 'failed' ? t('progress.failed') : status === 'loading' ? t('progress.loading') : ''}</span>
      <div className="progress-bar__fill" aria-hidden="true" />
    </div>
  )
}
