import type { InspectionEvent, Observer } from 'xstate'
import { INSPECTOR_GLOBAL, type InspectorHolder } from './components/app-inspector'
import { LIVE_INSPECTION_CHANNEL, isLiveInspectionMessage, type LiveInspectionMessage } from './model/live-inspection'

/**
 * `?inspect` on any address (src/entry-client.tsx calls this before hydrating): every actor started through
 * `useAppMachine` or the app-wide providers reports, with its children, to the flows page (/admin/flows) open in
 * another tab of the same browser. It works offline and in every build; it sends states and event names only.
 */
export function attachInspector() {
  if (typeof BroadcastChannel !== 'function' || (globalThis as InspectorHolder)[INSPECTOR_GLOBAL]) return
  ;(globalThis as InspectorHolder)[INSPECTOR_GLOBAL] = broadcastInspector(new BroadcastChannel(LIVE_INSPECTION_CHANNEL))
}

/** What the reporter reads of an actor beyond its session id: XState's actors carry their logic and parent. */
interface ActorInternals {
  logic?: { id?: unknown; __xstatenode?: unknown }
  _parent?: { sessionId?: unknown }
}

function machineIdOf(actor: ActorInternals): string | undefined {
  const logic = actor.logic
  return logic?.__xstatenode && typeof logic.id === 'string' ? logic.id : undefined
}

function parentOf(actor: ActorInternals): string | undefined {
  const parent = actor._parent?.sessionId
  return typeof parent === 'string' ? parent : undefined
}

export function broadcastInspector(channel: BroadcastChannel): Observer<InspectionEvent> {
  const tab = crypto.randomUUID()
  /** What a roll call replays: the page, each actor and its last snapshot. */
  const known = new Map<string, LiveInspectionMessage[]>()
  const post = (message: LiveInspectionMessage) => channel.postMessage(message)
  const page = (): LiveInspectionMessage => ({ type: 'page', tab, address: location.pathname + location.search })
  post(page())
  channel.addEventListener('message', (event: MessageEvent) => {
    if (!isLiveInspectionMessage(event.data) || event.data.type !== 'roll-call') return
    post(page())
    for (const messages of known.values()) messages.forEach(post)
  })
  addEventListener('pagehide', () => post({ type: 'page.gone', tab }))
  return {
    next(inspection) {
      const actor = inspection.actorRef.sessionId
      if (inspection.type === '@xstate.actor') {
        const internals = inspection.actorRef as ActorInternals
        const parent = parentOf(internals)
        const machineId = machineIdOf(internals)
        const message: LiveInspectionMessage = { type: 'actor', tab, actor, ...(machineId ? { machineId } : {}), ...(parent ? { parent } : {}) }
        known.set(actor, [message])
        post(message)
      } else if (inspection.type === '@xstate.snapshot') {
        const snapshot = inspection.snapshot as { value?: unknown; status?: unknown }
        const message: LiveInspectionMessage = {
          type: 'snapshot',
          tab,
          actor,
          // A state value is plain JSON; a promise's or callback's snapshot has none.
          value: snapshot.value ?? null,
          status: typeof snapshot.status === 'string' ? snapshot.status : 'active',
          event: inspection.event.type,
        }
        const messages = known.get(actor)
        if (messages) known.set(actor, [messages[0]!, message])
        post(message)
      }
    },
  }
}
