import { assign, fromPromise, setup } from 'xstate'
import {
  answerFromList,
  CHECK_IN_TIMINGS,
  checkInAnswer,
  parseDoorCode,
  ticketOnList,
  type CheckInAnswer,
  type CheckInBody,
  type DoorList,
  type DoorTicket,
} from '../src/model/check-in'
import { mustProvide } from './must-provide'

/**
 * The door's check-in (issue 44) on a weak network. The event's tickets (their token hashes) are on the device, so a
 * scan or typed number is answered from the list at once and its check-in queued; the queue syncs in the background,
 * retrying with a growing delay, and a check-in the server had from another door first comes back as a conflict
 * (the first check-in wins). A code not on the list asks the server, for at most `remoteAnswer`.
 *
 *   door: ready ─scan→ verifying ─on the list→ ready (answer; a valid ticket is queued)
 *                                 └not on it→ asking ─answer / error / remoteAnswer→ ready
 *   sync: idle ─queue not empty→ sending ─done→ idle          idle ─refresh→ refreshing → idle
 *                                        └error→ waiting ─retry / online→ sending
 */
export interface QueuedCheckIn {
  body: CheckInBody
  number: number
}

/** Where the shown answer came from: the device's list, the server, or nowhere (the server did not answer in time). */
export type AnswerSource = 'list' | 'server' | 'no_answer'

export interface DoorCheckInContext {
  list: DoorList
  /** The staff member at this door, shown as "by" of a check-in made here before it syncs. */
  me: string
  answer: CheckInAnswer | null
  source: AnswerSource | null
  /** The code and time of the last scan: the camera reads one QR code many times a second. */
  last: { code: string; at: number } | null
  pending: { code: string; body: CheckInBody } | null
  queue: QueuedCheckIn[]
  /** Check-ins this door answered valid that the server had otherwise (another door's earlier one, a refund). */
  conflicts: CheckInAnswer[]
  retryMs: number
}

export type DoorCheckInEvent =
  | { type: 'scan'; code: string; source: 'camera' | 'typed'; scanId: string; at: string }
  | { type: 'online' }
  /** Check-ins queued on this device before the page was last closed (the page keeps the queue in its storage). */
  | { type: 'restore'; queue: QueuedCheckIn[] }

/** The camera's repeated reads of the same code within this long are one scan. */
export const REPEAT_SCAN_MS = 3000

function withTicket(tickets: readonly DoorTicket[], number: number, change: Partial<DoorTicket>): DoorTicket[] {
  return tickets.map((ticket) => (ticket.number === number ? { ...ticket, ...change } : ticket))
}

/** The server's list, with this door's check-ins not yet synced marked on it. */
function mergedList(fresh: DoorList, queue: readonly QueuedCheckIn[], me: string): DoorList {
  const queued = new Map(queue.map((entry) => [entry.number, entry.body.scanned_at]))
  const tickets = fresh.tickets.map((ticket) =>
    !ticket.checked_in_at && queued.has(ticket.number) ? { ...ticket, checked_in_at: queued.get(ticket.number)!, checked_in_by: me } : ticket,
  )
  return { ...fresh, event: { ...fresh.event, checked_in: tickets.filter((ticket) => ticket.checked_in_at).length }, tickets }
}

const counted = (list: DoorList, tickets: DoorTicket[]): DoorList => ({
  event: { ...list.event, checked_in: tickets.filter((ticket) => ticket.checked_in_at).length, sold: tickets.filter((ticket) => !ticket.refunded).length },
  tickets,
})

const statusOf = (error: unknown) => (error as { status?: number } | undefined)?.status

/** A scan in `ready` (or while the server is asked about the previous one): one scan per camera read, then verified. */
const SCAN = [
  { guard: 'repeatedByCamera' as const, target: '#doorCheckIn.door.ready' },
  { guard: 'unreadable' as const, target: '#doorCheckIn.door.ready', actions: ['remember' as const, 'answerUnreadable' as const] },
  { target: '#doorCheckIn.door.verifying', actions: 'remember' as const },
]

export const doorCheckInMachine = setup({
  types: {
    input: {} as { list: DoorList; me: string },
    context: {} as DoorCheckInContext,
    events: {} as DoorCheckInEvent,
  },
  actors: {
    /** The SHA-256 (hex) of a door token, as the list carries it. */
    digest: fromPromise<string, string>(mustProvide('digest')),
    checkIn: fromPromise<CheckInAnswer, CheckInBody>(mustProvide('checkIn')),
    loadList: fromPromise<DoorList, void>(mustProvide('loadList')),
  },
  delays: {
    remoteAnswer: CHECK_IN_TIMINGS.remoteAnswerMs,
    retry: ({ context }) => context.retryMs,
    refresh: CHECK_IN_TIMINGS.refreshMs,
  },
  guards: {
    repeatedByCamera: ({ context, event }) => {
      const scan = event as Extract<DoorCheckInEvent, { type: 'scan' }>
      return scan.source === 'camera' && context.last?.code === scan.code.trim() && Date.parse(scan.at) - context.last.at < REPEAT_SCAN_MS
    },
    unreadable: ({ event }) => parseDoorCode((event as Extract<DoorCheckInEvent, { type: 'scan' }>).code) === null,
    onList: ({ context, event }) => lookUp(context, (event as unknown as { output: string | null }).output) !== undefined,
    queueWaiting: ({ context }) => context.queue.length > 0,
    refused: ({ event }) => statusOf((event as { error?: unknown }).error) === 400,
  },
  actions: {
    remember: assign(({ event }) => {
      const scan = event as Extract<DoorCheckInEvent, { type: 'scan' }>
      const code = parseDoorCode(scan.code)
      return {
        last: { code: scan.code.trim(), at: Date.parse(scan.at) },
        pending: code ? { code: scan.code.trim(), body: { ...code, scan_id: scan.scanId, scanned_at: scan.at } } : null,
      }
    }),
    answerUnreadable: assign({ answer: () => unknownAnswer(), source: 'list' as AnswerSource, pending: null }),
    /** The list's answer; a valid ticket is marked checked in here and queued for the server. */
    answerFromList: assign(({ context, event }) => {
      const ticket = lookUp(context, (event as unknown as { output: string | null }).output)!
      const answer = answerFromList(ticket)!
      const pending = context.pending!
      if (answer.status !== 'checked_in') return { answer, source: 'list' as const, pending: null }
      const at = pending.body.scanned_at
      const tickets = withTicket(context.list.tickets, ticket.number, { checked_in_at: at, checked_in_by: context.me })
      return {
        answer: { ...answer, checked_in_at: at, checked_in_by: context.me },
        source: 'list' as const,
        pending: null,
        list: counted(context.list, tickets),
        queue: [...context.queue, { body: pending.body, number: ticket.number }],
      }
    }),
    /** The server's answer to a code not on the list; a ticket it checked in (sold after the list loaded) joins the list. */
    answerFromServer: assign(({ context, event }) => {
      const answer = (event as unknown as { output: CheckInAnswer }).output
      const joins = answer.status === 'checked_in' && answer.number !== null && !context.list.tickets.some((ticket) => ticket.number === answer.number)
      const joined: DoorTicket = {
        number: answer.number!,
        name: answer.name ?? '',
        option: answer.option,
        token_hash: '',
        refunded: false,
        checked_in_at: answer.checked_in_at,
        checked_in_by: answer.checked_in_by,
      }
      return { answer, source: 'server' as const, pending: null, ...(joins ? { list: counted(context.list, [...context.list.tickets, joined]) } : {}) }
    }),
    answerNoServer: assign({ answer: () => unknownAnswer(), source: 'no_answer' as AnswerSource, pending: null }),
    /** The server's word on a queued check-in: the earliest check-in stands; anything but ours is a conflict shown to the door. */
    synced: assign(({ context, event }) => {
      const answer = (event as unknown as { output: CheckInAnswer }).output
      const [sent, ...rest] = context.queue
      const change: Partial<DoorTicket> =
        answer.status === 'checked_in' || answer.status === 'already'
          ? { checked_in_at: answer.checked_in_at, checked_in_by: answer.checked_in_by }
          : { refunded: answer.status === 'refunded', checked_in_at: null, checked_in_by: null }
      return {
        queue: rest,
        retryMs: CHECK_IN_TIMINGS.retryMs,
        list: counted(context.list, withTicket(context.list.tickets, sent!.number, change)),
        conflicts: answer.status === 'checked_in' ? context.conflicts : [...context.conflicts, { ...answer, number: answer.number ?? sent!.number }],
      }
    }),
    /** A check-in the server refuses as malformed is dropped (sending it again would not help). */
    dropRefused: assign(({ context }) => ({
      queue: context.queue.slice(1),
      conflicts: [...context.conflicts, { ...unknownAnswer(), number: context.queue[0]!.number }],
    })),
    backOff: assign({ retryMs: ({ context }) => Math.min(context.retryMs * 2, CHECK_IN_TIMINGS.retryMaxMs) }),
    refreshed: assign(({ context, event }) => ({ list: mergedList((event as unknown as { output: DoorList }).output, context.queue, context.me) })),
    /** Stored check-ins not already queued join the queue, and their tickets show checked in here. */
    restore: assign(({ context, event }) => {
      const queued = new Set(context.queue.map((entry) => entry.body.scan_id))
      const queue = [...context.queue, ...(event as Extract<DoorCheckInEvent, { type: 'restore' }>).queue.filter((entry) => !queued.has(entry.body.scan_id))]
      return { queue, list: mergedList(context.list, queue, context.me) }
    }),
  },
}).createMachine({
  id: 'doorCheckIn',
  type: 'parallel',
  context: ({ input }) => ({
    list: input.list,
    me: input.me,
    answer: null,
    source: null,
    last: null,
    pending: null,
    queue: [],
    conflicts: [],
    retryMs: CHECK_IN_TIMINGS.retryMs,
  }),
  on: { restore: { actions: 'restore' } },
  states: {
    door: {
      initial: 'ready',
      states: {
        ready: {
          on: { scan: SCAN },
        },
        verifying: {
          invoke: {
            src: 'digest',
            input: ({ context }) => ('token' in context.pending!.body && context.pending!.body.token) || '',
            onDone: [{ guard: 'onList', target: 'ready', actions: 'answerFromList' }, { target: 'asking' }],
            onError: 'asking',
          },
        },
        asking: {
          invoke: {
            src: 'checkIn',
            input: ({ context }) => context.pending!.body,
            onDone: { target: 'ready', actions: 'answerFromServer' },
            onError: { target: 'ready', actions: 'answerNoServer' },
          },
          after: { remoteAnswer: { target: 'ready', actions: 'answerNoServer' } },
          // The next ticket does not wait for the server's word on this one.
          on: { scan: SCAN },
        },
      },
    },
    sync: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'queueWaiting', target: 'sending' },
          after: { refresh: 'refreshing' },
        },
        sending: {
          invoke: {
            src: 'checkIn',
            input: ({ context }) => context.queue[0]!.body,
            onDone: { target: 'idle', actions: 'synced' },
            onError: [{ guard: 'refused', target: 'idle', actions: 'dropRefused' }, { target: 'waiting' }],
          },
        },
        waiting: {
          after: { retry: { target: 'sending', actions: 'backOff' } },
          on: { online: 'sending' },
        },
        refreshing: {
          invoke: {
            src: 'loadList',
            onDone: { target: 'idle', actions: 'refreshed' },
            onError: 'idle',
          },
        },
      },
    },
  },
})

function unknownAnswer(): CheckInAnswer {
  return checkInAnswer('unknown')
}

/** The ticket the pending scan names: by its number, or by its token's hash (the digest's output). */
function lookUp(context: DoorCheckInContext, hash: string | null): DoorTicket | undefined {
  const body = context.pending?.body
  if (!body) return undefined
  if (body.number !== undefined) return ticketOnList(context.list.tickets, { number: body.number })
  return hash ? ticketOnList(context.list.tickets, { tokenHash: hash }) : undefined
}
