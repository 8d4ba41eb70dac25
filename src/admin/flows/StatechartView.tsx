import type { Chart, ChartState, ChartTransition } from './statechart'

/**
 * One machine's statechart as nested boxes (issue 41, QA: the flows): each state with its entry and exit actions,
 * invoked actors and transitions ("event [guard] → target / actions"), its children inside it. A state that a live
 * page is in is marked (`active`). Plain lists, so it reads in a screen reader and prints.
 */
export function StatechartView({ chart, file, active }: { chart: Chart; file: string; active: ReadonlySet<string> }) {
  return (
    <section className="flow-chart" id={`flow-${chart.id}`} aria-labelledby={`flow-${chart.id}-title`}>
      <h2 className="flow-chart__title" id={`flow-${chart.id}-title`}>
        {chart.id}
      </h2>
      <p className="flow-chart__file">machines/{file}</p>
      {chart.description && <p>{chart.description}</p>}
      <TransitionList transitions={chart.root.transitions} label="in every state" />
      <StateList states={chart.root.states} initial={chart.root.initial} active={active} />
    </section>
  )
}

function StateList({ states, initial, active }: { states: ChartState[]; initial?: string; active: ReadonlySet<string> }) {
  if (states.length === 0) return null
  return (
    <ol className="flow-states">
      {states.map((state) => (
        <StateBox key={state.key} state={state} initial={state.key === initial} active={active} />
      ))}
    </ol>
  )
}

function StateBox({ state, initial, active }: { state: ChartState; initial: boolean; active: ReadonlySet<string> }) {
  const isActive = active.has(state.path)
  const badges = [initial && 'initial', state.type === 'final' && 'final', state.type === 'parallel' && 'parallel', isActive && 'live']
  return (
    <li className="flow-state" data-type={state.type} data-active={isActive || undefined} aria-current={isActive ? 'step' : undefined}>
      <p className="flow-state__name">
        <strong>{state.key}</strong>
        {badges.filter(Boolean).map((badge) => (
          <span key={String(badge)} className={`flow-badge flow-badge--${String(badge)}`}>
            {badge}
          </span>
        ))}
        {state.tags.map((tag) => (
          <span key={tag} className="flow-badge">
            #{tag}
          </span>
        ))}
      </p>
      {state.description && <p className="flow-state__note">{state.description}</p>}
      {state.entry.length > 0 && <p className="flow-state__note">entry / {state.entry.join(', ')}</p>}
      {state.invokes.length > 0 && <p className="flow-state__note">invokes {state.invokes.join(', ')}</p>}
      {state.exit.length > 0 && <p className="flow-state__note">exit / {state.exit.join(', ')}</p>}
      <TransitionList transitions={state.transitions} />
      <StateList states={state.states} initial={state.initial} active={active} />
    </li>
  )
}

const TRIGGER_PREFIX: Record<ChartTransition['kind'], string> = {
  event: '',
  after: 'after ',
  always: '',
  done: 'done: ',
  error: 'error: ',
}

function TransitionList({ transitions, label }: { transitions: ChartTransition[]; label?: string }) {
  if (transitions.length === 0) return null
  return (
    <ul className="flow-transitions" aria-label={label}>
      {transitions.map((transition, index) => (
        <li key={index} className="flow-transition" data-kind={transition.kind}>
          <code className="flow-transition__trigger">
            {TRIGGER_PREFIX[transition.kind]}
            {transition.trigger}
          </code>
          {transition.guard && <span className="flow-transition__guard"> [{transition.guard}]</span>}
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden"> to </span>
          <span className="flow-transition__target">{transition.targets.length > 0 ? transition.targets.join(', ') : 'stays'}</span>
          {transition.actions.length > 0 && <span className="flow-transition__actions"> / {transition.actions.join(', ')}</span>}
        </li>
      ))}
    </ul>
  )
}
