import { useMemo } from 'react'
import { useT } from '../../i18n/intl'
import { fromCallback } from 'xstate'
import { liveMachinesMachine, type LiveMachinesEvent } from '../../../machines/live-machines.machine'
import { useAppMachine } from '../../components/use-app-machine'
import { isLiveInspectionMessage, LIVE_INSPECTION_CHANNEL, type LiveActor, type LiveView } from '../../model/live-inspection'
import { activePaths } from './statechart'

/** The channel the pages opened with `?inspect` report on; the flows page asks them to report when it starts listening. */
const listen = fromCallback<LiveMachinesEvent>(({ sendBack }) => {
  if (typeof BroadcastChannel !== 'function') return undefined
  const channel = new BroadcastChannel(LIVE_INSPECTION_CHANNEL)
  channel.onmessage = (event: MessageEvent) => {
    if (isLiveInspectionMessage(event.data) && event.data.type !== 'roll-call') sendBack({ type: 'live.message', message: event.data })
  }
  channel.postMessage({ type: 'roll-call' })
  return () => channel.close()
})

/** A state value as its deepest active states ("checking.waiting"), or the actor's status when it has none. */
export function describeState(actor: LiveActor): string {
  const paths = activePaths(actor.value)
  const leaves = paths.filter((path) => !paths.some((other) => other.startsWith(`${path}.`)))
  return leaves.length > 0 ? leaves.join(' + ') : actor.status
}

/** The active state paths of every running actor of each machine, for the charts to mark. */
export function activeByMachine(view: LiveView): Map<string, Set<string>> {
  const active = new Map<string, Set<string>>()
  for (const actor of view.actors) {
    if (!actor.machineId || actor.status !== 'active') continue
    const paths = active.get(actor.machineId) ?? new Set<string>()
    activePaths(actor.value).forEach((path) => paths.add(path))
    active.set(actor.machineId, paths)
  }
  return active
}

export function useLiveMachines() {
  const machine = useMemo(() => liveMachinesMachine.provide({ actors: { listen } }), [])
  return useAppMachine(machine)
}

export function LiveMachines({ view, paused, send }: { view: LiveView; paused: boolean; send: (event: LiveMachinesEvent) => void }) {
  const t = useT()
  return (
    <section className="flow-live" aria-labelledby="flow-live-title">
      <div className="flow-live__head">
        <h2 id="flow-live-title">{t('admin.flows.live_title')}</h2>
        <button type="button" className="button button--ghost" onClick={() => send({ type: paused ? 'live.resume' : 'live.pause' })}>
          {t(paused ? 'admin.flows.resume' : 'admin.flows.pause')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => send({ type: 'live.clear' })}>
          {t('admin.flows.clear')}
        </button>
      </div>
      <p className="flow-live__hint">{t('admin.flows.live_hint')}</p>
      <div aria-live="polite">
        {view.pages.length === 0 ? (
          <p>{t(paused ? 'admin.flows.paused' : 'admin.flows.waiting')}</p>
        ) : (
          view.pages.map((page) => (
            <div key={page.tab} className="flow-live__page">
              <h3>
                {page.address} {page.gone && <span className="flow-badge">{t('admin.flows.closed')}</span>}
              </h3>
              <ul className="flow-live__actors">
                {view.actors
                  .filter((actor) => actor.tab === page.tab && actor.machineId)
                  .map((actor) => (
                    <li key={actor.actor} data-status={actor.status}>
                      <a href={`#flow-${actor.machineId}`}>{actor.machineId}</a>: <strong>{describeState(actor)}</strong>
                      {actor.events.length > 0 && <span className="flow-live__events"> {t('admin.flows.after', { events: actor.events.join(' → ') })}</span>}
                    </li>
                  ))}
              </ul>
            </div>
          ))
        )}
      </div>
    </section>
  )
}
