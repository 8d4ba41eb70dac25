/**
 * What a page opened with `?inspect` tells the flows page (/admin/flows) about its machines, over a
 * BroadcastChannel of the same browser: no network, no inspector website. Only the machines' states and event
 * names travel, never their context (which may hold what a visitor typed).
 */
export const LIVE_INSPECTION_CHANNEL = 'training-centre:live-machines'

/** How many of an actor's last events the flows page keeps. */
export const LIVE_EVENTS_KEPT = 12

export type LiveInspectionMessage =
  /** A page started reporting (or answered the flows page's roll call). */
  | { type: 'page'; tab: string; address: string }
  /** The page is going away: its actors stop with it. */
  | { type: 'page.gone'; tab: string }
  /** An actor was created; `machineId` when its logic is a state machine, `parent` when it was invoked or spawned. */
  | { type: 'actor'; tab: string; actor: string; machineId?: string; parent?: string }
  /** An actor's new snapshot: its state value (machines) and status, after `event`. */
  | { type: 'snapshot'; tab: string; actor: string; value: unknown; status: string; event: string }
  /** The flows page asks the open pages to report again (it was opened after them). */
  | { type: 'roll-call' }

export function isLiveInspectionMessage(data: unknown): data is LiveInspectionMessage {
  if (!data || typeof data !== 'object') return false
  const { type } = data as { type?: unknown }
  return type === 'page' || type === 'page.gone' || type === 'actor' || type === 'snapshot' || type === 'roll-call'
}

/** An actor of an open page as the flows page shows it. */
export interface LiveActor {
  tab: string
  actor: string
  machineId?: string
  parent?: string
  value: unknown
  status: string
  /** The last events it took, newest last. */
  events: string[]
}

export interface LivePage {
  tab: string
  address: string
  gone: boolean
}

export interface LiveView {
  pages: LivePage[]
  actors: LiveActor[]
}

export const EMPTY_LIVE_VIEW: LiveView = { pages: [], actors: [] }

const sameActor = (tab: string, actor: string) => (candidate: LiveActor) => candidate.tab === tab && candidate.actor === actor

/** The live view after one message; a message of a page or actor never seen adds it, a repeated one replaces it. */
export function applyLiveMessage(view: LiveView, message: LiveInspectionMessage): LiveView {
  switch (message.type) {
    case 'page': {
      const page = { tab: message.tab, address: message.address, gone: false }
      const others = view.pages.filter((candidate) => candidate.tab !== message.tab)
      return { ...view, pages: [...others, page] }
    }
    case 'page.gone':
      return {
        pages: view.pages.map((page) => (page.tab === message.tab ? { ...page, gone: true } : page)),
        actors: view.actors.map((actor) => (actor.tab === message.tab ? { ...actor, status: 'stopped' } : actor)),
      }
    case 'actor': {
      const known = view.actors.find(sameActor(message.tab, message.actor))
      const actor: LiveActor = {
        tab: message.tab,
        actor: message.actor,
        ...(message.machineId ? { machineId: message.machineId } : {}),
        ...(message.parent ? { parent: message.parent } : {}),
        value: known?.value ?? null,
        status: known?.status ?? 'active',
        events: known?.events ?? [],
      }
      const pages = view.pages.some((page) => page.tab === message.tab)
        ? view.pages
        : [...view.pages, { tab: message.tab, address: '', gone: false }]
      return { pages, actors: known ? view.actors.map((candidate) => (candidate === known ? actor : candidate)) : [...view.actors, actor] }
    }
    case 'snapshot': {
      const known = view.actors.find(sameActor(message.tab, message.actor))
      // A snapshot of an actor whose creation this page missed is dropped: the roll call brings both.
      if (!known) return view
      const repeated = known.events.at(-1) === message.event && known.status === message.status
      const events = repeated ? known.events : [...known.events, message.event].slice(-LIVE_EVENTS_KEPT)
      const actor = { ...known, value: message.value, status: message.status, events }
      return { ...view, actors: view.actors.map((candidate) => (candidate === known ? actor : candidate)) }
    }
    case 'roll-call':
      return view
  }
}
