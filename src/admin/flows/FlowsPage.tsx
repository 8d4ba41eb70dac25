import { useMemo } from 'react'
import { useT } from '../../i18n/intl'
import { LiveMachines, activeByMachine, useLiveMachines } from './LiveMachines'
import { siteMachines } from './site-machines'
import { chartOf } from './statechart'
import { StatechartView } from './StatechartView'
import '../admin.css'
import './flows.css'

const NOTHING_ACTIVE: ReadonlySet<string> = new Set()

/**
 * /admin/flows (issue 41, QA: the flows): every machine of the site drawn from its own definition, and the live
 * states of the pages opened with `?inspect` in this browser.
 */
export function FlowsPage() {
  const t = useT()
  const machines = useMemo(() => siteMachines().map((entry) => ({ ...entry, chart: chartOf(entry.machine) })), [])
  const [snapshot, send] = useLiveMachines()
  const active = activeByMachine(snapshot.context)
  return (
    <div className="flows admin-page container">
      <h1 className="admin-page__title">{t('admin.flows.title')}</h1>
      <p>{t('admin.flows.intro', { count: machines.length })}</p>
      <LiveMachines view={snapshot.context} paused={snapshot.matches('paused')} send={send} />
      <nav aria-label={t('admin.flows.index')} className="flows__index">
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
