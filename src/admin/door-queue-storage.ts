import type { QueuedCheckIn } from '../../machines/door-check-in.machine'

/** The door's unsynced check-ins of an event survive a closed tab or a reload (issue 44): kept in the browser's storage. */
const keyOf = (eventId: string) => `door-check-ins:${eventId}`

function isQueued(value: unknown): value is QueuedCheckIn {
  const entry = value as QueuedCheckIn | null
  return typeof entry?.number === 'number' && typeof entry.body?.scan_id === 'string' && typeof entry.body.scanned_at === 'string'
}

export function storedQueue(eventId: string): QueuedCheckIn[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(eventId)) ?? '[]')
    return Array.isArray(stored) ? stored.filter(isQueued) : []
  } catch {
    return []
  }
}

export function storeQueue(eventId: string, queue: readonly QueuedCheckIn[]): void {
  try {
    if (queue.length) localStorage.setItem(keyOf(eventId), JSON.stringify(queue))
    else localStorage.removeItem(keyOf(eventId))
  } catch {
    // Storage full or refused (a private window): the queue still syncs while the page stays open.
  }
}
