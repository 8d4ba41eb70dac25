import { useMemo } from 'react'
import { LiveMachines, activeByMachine, useLiveMachines } from './LiveMachines'
import { siteMachines } from './site-machines'
import { chartOf } from './statechart'
import { StatechartView } from './StatechartView'
import './flows.css'

const NOTHING_ACTIVE: ReadonlySet<string> = new Set()

/**
 * /admin/flows (issue 41, QA: the flows): every machine of the site drawn from its own definition, and the live
 * states of the pages opened with `?inspect` in this browser.
 */
export function FlowsPage() {
  const machines = useMemo(() => siteMachines().map((entry) => ({ ...entry, chart: chartOf(entry.machine) })), [])
  const [snapshot, send] = useLiveMachines()
  const active = activeByMachine(snapshot.context)
  return (
    <div className="flows">
      <h1>Flows</h1>
      <p>
        The {machines.length} state machines of the site, each read from its definition in <code>machines/</code>: states
        (initial, final, parallel), what each event, delay, guard and invoked actor does.
      </p>
      <LiveMachines view={snapshot.context} paused={snapshot.matches('paused')} send={send} />
      <nav aria-label="Machines" className="flows__index">
        <ul>
          {machines.map(({ chart }) => (
            <li key={chart.id}>
              <a href={`#flow-${chart.id}`}>{chart.id}</a>
            </li>
          ))}
        </ul>
      </nav>
      {machines.map(({ chart, file }) => (
        <StatechartView key={chart.id} chart={chart} file={file} active={active.get(chart.id) ?? NOTHING_ACTIVE} />
      ))}
    </div>
  )
}
