import type { AnyStateMachine, AnyStateNode } from 'xstate'

/**
 * A machine's statechart as plain data (issue 41, "QA: the flows"): read from the machine's own state nodes, so the
 * drawing on /admin/flows cannot drift from the code. Everything here is serialisable and free of functions.
 */
export interface ChartTransition {
  /** What triggers it: an event name, `after`, `always`, or the end (`done`) or failure (`error`) of an invoked actor. */
  kind: 'event' | 'after' | 'always' | 'done' | 'error'
  /** The event's name, the delay's label ("recheckInterval, 1.5 s") or the invoked actor's name. */
  trigger: string
  guard?: string
  /** Path of each target from the machine's root ("checking.waiting"); empty when the transition only acts. */
  targets: string[]
  actions: string[]
}

export interface ChartState {
  /** Path from the machine's root, dot-separated; the root's is empty. */
  path: string
  key: string
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  /** Key of the initial child state of a compound state. */
  initial?: string
  entry: string[]
  exit: string[]
  invokes: string[]
  tags: string[]
  description?: string
  transitions: ChartTransition[]
  states: ChartState[]
}

export interface Chart {
  id: string
  description?: string
  root: ChartState
}

/** What the chart reads of a transition definition. */
interface TransitionLike {
  guard?: unknown
  target?: readonly AnyStateNode[] | undefined
  actions: readonly unknown[]
}

const AFTER = 'xstate.after.'
const DONE = 'xstate.done.actor.'
const ERROR = 'xstate.error.actor.'

/**
 * An action, guard or actor as its name; XState's own by what XState calls them (`assign`, `raise`, …), any other
 * inline function as `inline` (its function name is the minifier's, different in the server's and the browser's build).
 */
function nameOf(item: unknown): string {
  if (typeof item === 'string') return item
  if (item && (typeof item === 'object' || typeof item === 'function')) {
    const type = (item as { type?: unknown }).type
    if (typeof type === 'string') return type.replace(/^xstate\./, '')
  }
  return 'inline'
}

function pathOf(node: AnyStateNode): string {
  return node.path.join('.')
}

/** A delay as its name and length ("recheckInterval, 1.5 s"), or the length alone when it is a number. */
function delayLabel(machine: AnyStateMachine, delay: unknown): string {
  const seconds = (ms: number) => `${ms / 1000} s`
  if (typeof delay === 'number') return seconds(delay)
  if (typeof delay === 'string') {
    const value = (machine.implementations.delays as Record<string, unknown>)[delay]
    return typeof value === 'number' ? `${delay}, ${seconds(value)}` : delay
  }
  return 'computed'
}

function invokedSource(node: AnyStateNode, invokeId: string): string {
  const invoke = node.invoke.find((definition) => definition.id === invokeId)
  return invoke ? nameOf(invoke.src) : invokeId
}

function transitionsOf(node: AnyStateNode): ChartTransition[] {
  const delays = new Map(node.after.map((transition) => [transition.eventType, transition.delay]))
  const transitions: ChartTransition[] = []
  const add = (kind: ChartTransition['kind'], trigger: string, definition: TransitionLike) =>
    transitions.push({
      kind,
      trigger,
      ...(definition.guard ? { guard: nameOf(definition.guard) } : {}),
      targets: (definition.target ?? []).map(pathOf),
      actions: definition.actions.map(nameOf),
    })
  for (const [eventType, definitions] of node.transitions) {
    for (const definition of definitions) {
      if (eventType.startsWith(AFTER)) add('after', delayLabel(node.machine, delays.get(eventType)), definition)
      else if (eventType.startsWith(DONE)) add('done', invokedSource(node, eventType.slice(DONE.length)), definition)
      else if (eventType.startsWith(ERROR)) add('error', invokedSource(node, eventType.slice(ERROR.length)), definition)
      else add('event', eventType, definition)
    }
  }
  for (const definition of node.always ?? []) add('always', 'always', definition)
  return transitions
}

function stateOf(node: AnyStateNode): ChartState {
  const initial = node.type === 'compound' ? node.initial.target[0]?.key : undefined
  return {
    path: pathOf(node),
    key: node.key,
    type: node.type,
    ...(initial ? { initial } : {}),
    entry: node.entry.map(nameOf),
    exit: node.exit.map(nameOf),
    invokes: node.invoke.map((invoke) => nameOf(invoke.src)),
    tags: [...node.tags],
    ...(node.description ? { description: node.description } : {}),
    transitions: transitionsOf(node),
    states: Object.values(node.states as Record<string, AnyStateNode>).map(stateOf),
  }
}

export function chartOf(machine: AnyStateMachine): Chart {
  return {
    id: machine.id,
    ...(machine.root.description ? { description: machine.root.description } : {}),
    root: stateOf(machine.root),
  }
}

/**
 * The paths of the states a snapshot's value says are active ("checking", "checking.waiting"), ancestors included,
 * as the live view marks them.
 */
export function activePaths(value: unknown, prefix = ''): string[] {
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key)
  if (typeof value === 'string') return [join(value)]
  if (!value || typeof value !== 'object') return []
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [join(key), ...activePaths(child, join(key))])
}
