import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { CHECK_IN_TIMINGS, checkInAnswer, type CheckInAnswer, type CheckInBody, type DoorList, type DoorTicket } from '../src/model/check-in'
import { doorCheckInMachine } from './door-check-in.machine'

const TOKEN = `${'a'.repeat(32)}.${'B'.repeat(43)}`
const ticket = (number: number, change: Partial<DoorTicket> = {}): DoorTicket => ({
  number,
  name: `Buyer ${number}`,
  option: 'Standard',
  token_hash: `hash-${number}`,
  refunded: false,
  checked_in_at: null,
  checked_in_by: null,
  ...change,
})

const LIST: DoorList = {
  event: { uuid: 'event', title: 'Leadership', date_from: '2026-11-28T10:00:00Z', date_to: null, time_zone: 'Asia/Bishkek', city: 'Bishkek', sold: 3, checked_in: 1 },
  tickets: [ticket(11), ticket(12, { checked_in_at: '2026-11-28T09:00:00.000Z', checked_in_by: 'Other Door' }), ticket(13, { refunded: true }), ticket(14)],
}


type Call<T> = { input: T; resolve: (value: never) => void; reject: (error: unknown) => void }

/** The machine with a server whose every call the test answers by hand; the token TOKEN hashes to ticket 14's hash. */
function start() {
  const sent: Call<CheckInBody>[] = []
  const loads: Call<void>[] = []
  const machine = doorCheckInMachine.provide({
    actors: {
      digest: fromPromise<string, string>(async ({ input }) => (input === TOKEN ? 'hash-14' : `hash-of-${input}`)),
      checkIn: fromPromise<CheckInAnswer, CheckInBody>(({ input }) => new Promise((resolve, reject) => sent.push({ input, resolve: resolve as never, reject }))),
      loadList: fromPromise<DoorList, void>(({ input }) => new Promise((resolve, reject) => loads.push({ input, resolve: resolve as never, reject }))),
    },
  })
  const actor = createActor(machine, { input: { list: LIST, me: 'Door Demo' } }).start()
  let clock = Date.parse('2026-11-28T10:00:00.000Z')
  const scan = (code: string, source: 'camera' | 'typed' = 'typed') => {
    clock += 1000
    actor.send({ type: 'scan', code, source, scanId: `scan-${clock}`, at: new Date(clock).toISOString() })
  }
  return { actor, sent, loads, scan, snapshot: () => actor.getSnapshot() }
}

const settle = () => vi.advanceTimersByTimeAsync(0)

describe('doorCheckInMachine (issue 44: check-in at the door)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('issue 44: a valid ticket typed or scanned is answered from the list at once, counted and queued; a second scan says already, by this door', async () => {
    const { scan, snapshot, sent } = start()
    scan('11')
    await settle()
    expect(snapshot().context.answer).toMatchObject({ status: 'checked_in', number: 11, name: 'Buyer 11', option: 'Standard', checked_in_by: 'Door Demo' })
    expect(snapshot().context.source).toBe('list')
    expect(snapshot().context.list.event).toMatchObject({ checked_in: 2, sold: 3 })
    expect(sent.map((call) => call.input)).toEqual([{ number: 11, scan_id: expect.any(String), scanned_at: '2026-11-28T10:00:01.000Z' }])
    expect(snapshot().matches({ sync: 'sending' })).toBe(true)

    scan(TOKEN, 'camera')
    await settle()
    expect(snapshot().context.answer).toMatchObject({ status: 'checked_in', number: 14 })
    scan(`№ 11`)
    await settle()
    expect(snapshot().context.answer).toMatchObject({ status: 'already', number: 11, checked_in_at: '2026-11-28T10:00:01.000Z', checked_in_by: 'Door Demo' })
    expect(snapshot().context.queue.map((entry) => entry.number)).toEqual([11, 14])
  })

  it('issue 44: checked in elsewhere, refunded and unreadable codes answer from the list without queueing', async () => {
    const { scan, snapshot } = start()
    scan('12')
    await settle()
    expect(snapshot().context.answer).toMatchObject({ status: 'already', checked_in_by: 'Other Door', checked_in_at: '2026-11-28T09:00:00.000Z' })
    scan('13')
    await settle()
    expect(snapshot().context.answer).toMatchObject({ status: 'refunded', number: 13 })
    scan('hello')
    expect(snapshot().context.answer).toMatchObject({ status: 'unknown' })
    expect(snapshot().context.queue).toEqual([])
  })

  it('issue 44: the camera reading one code many times makes one scan; the same code typed again is answered again', async () => {
    const { actor, snapshot } = start()
    const send = (source: 'camera' | 'typed', at: string) => actor.send({ type: 'scan', code: TOKEN, source, scanId: at, at })
    send('camera', '2026-11-28T10:00:00.000Z')
    await settle()
    send('camera', '2026-11-28T10:00:00.500Z')
    await settle()
    expect(snapshot().context.answer).toMatchObject({ status: 'checked_in' })
    send('typed', '2026-11-28T10:00:01.000Z')
    await settle()
    expect(snapshot().context.answer).toMatchObject({ status: 'already' })
    expect(snapshot().context.queue).toHaveLength(1)
  })

  it('issue 44: a code not on the list asks the server: its answer shows (wrong event), and without one within a second it says so', async () => {
    const { scan, snapshot, sent } = start()
    const other = `${'c'.repeat(32)}.${'D'.repeat(43)}`
    scan(other, 'camera')
    await settle()
    expect(snapshot().matches({ door: 'asking' })).toBe(true)
    sent[0]!.resolve(checkInAnswer('wrong_event', { number: 99, name: 'Guest', event_title: 'Another event' }) as never)
    await settle()
    expect(snapshot().context).toMatchObject({ source: 'server', answer: { status: 'wrong_event', event_title: 'Another event' } })

    scan('500')
    await settle()
    expect(snapshot().matches({ door: 'asking' })).toBe(true)
    await vi.advanceTimersByTimeAsync(CHECK_IN_TIMINGS.remoteAnswerMs)
    expect(snapshot().matches({ door: 'ready' })).toBe(true)
    expect(snapshot().context).toMatchObject({ source: 'no_answer', answer: { status: 'unknown' } })
  })

  it('issue 44: offline, the queue keeps its check-ins and retries with a growing delay; back online it syncs at once', async () => {
    const { actor, scan, snapshot, sent } = start()
    scan('11')
    await settle()
    scan('14')
    await settle()
    sent[0]!.reject(new TypeError('Failed to fetch'))
    await settle()
    expect(snapshot().matches({ sync: 'waiting' })).toBe(true)
    await vi.advanceTimersByTimeAsync(CHECK_IN_TIMINGS.retryMs)
    expect(sent).toHaveLength(2)
    sent[1]!.reject(new TypeError('Failed to fetch'))
    await settle()
    await vi.advanceTimersByTimeAsync(CHECK_IN_TIMINGS.retryMs)
    expect(sent).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(CHECK_IN_TIMINGS.retryMs)
    expect(sent).toHaveLength(3)
    sent[2]!.reject(new TypeError('Failed to fetch'))
    await settle()
    expect(snapshot().context.queue.map((entry) => entry.number)).toEqual([11, 14])
    actor.send({ type: 'online' })
    expect(sent).toHaveLength(4)
    expect(sent[3]!.input).toEqual(sent[0]!.input)
    sent[3]!.resolve(checkInAnswer('checked_in', { number: 11, checked_in_at: '2026-11-28T10:00:01.000Z', checked_in_by: 'Door Demo' }) as never)
    await settle()
    expect(sent[4]!.input).toMatchObject({ number: 14 })
    expect(snapshot().context.retryMs).toBe(CHECK_IN_TIMINGS.retryMs)
  })

  it('issue 44: a check-in the server refuses as malformed is dropped as a conflict, not retried', async () => {
    const { scan, snapshot, sent } = start()
    scan('11')
    await settle()
    sent[0]!.reject(Object.assign(new Error('invalid_input'), { status: 400 }))
    await settle()
    expect(snapshot().context.queue).toEqual([])
    expect(snapshot().context.conflicts).toEqual([expect.objectContaining({ status: 'unknown', number: 11 })])
  })

  it('issue 44: a synced check-in the server had from another door first becomes a conflict, and the list takes the first check-in', async () => {
    const { scan, snapshot, sent } = start()
    scan('11')
    await settle()
    scan('14')
    await settle()
    sent[0]!.resolve(checkInAnswer('already', { number: 11, name: 'Buyer 11', checked_in_at: '2026-11-28T09:59:00.000Z', checked_in_by: 'Front Door' }) as never)
    await settle()
    expect(snapshot().context.conflicts).toEqual([expect.objectContaining({ status: 'already', number: 11, checked_in_by: 'Front Door' })])
    expect(snapshot().context.list.tickets.find((entry) => entry.number === 11)).toMatchObject({ checked_in_at: '2026-11-28T09:59:00.000Z', checked_in_by: 'Front Door' })
    expect(sent[1]!.input).toMatchObject({ number: 14 })
    sent[1]!.resolve(checkInAnswer('checked_in', { number: 14, checked_in_at: '2026-11-28T10:00:02.000Z', checked_in_by: 'Door Demo' }) as never)
    await settle()
    expect(snapshot().context.queue).toEqual([])
    expect(snapshot().context.conflicts).toHaveLength(1)
    expect(snapshot().matches({ sync: 'idle' })).toBe(true)
  })

  it('issue 44: the list refreshes from the server while idle, keeping a check-in queued meanwhile', async () => {
    const { scan, snapshot, sent, loads } = start()
    await vi.advanceTimersByTimeAsync(CHECK_IN_TIMINGS.refreshMs)
    expect(snapshot().matches({ sync: 'refreshing' })).toBe(true)
    scan('11')
    await settle()
    expect(sent).toHaveLength(0)
    // A ticket sold meanwhile is on the fresh list; ticket 11, not yet synced, stays checked in here.
    loads[0]!.resolve({ ...LIST, tickets: [...LIST.tickets, ticket(15)] } as never)
    await settle()
    expect(snapshot().context.list.tickets.map((entry) => [entry.number, entry.checked_in_by])).toEqual([
      [11, 'Door Demo'],
      [12, 'Other Door'],
      [13, null],
      [14, null],
      [15, null],
    ])
    expect(snapshot().context.list.event.checked_in).toBe(2)
    expect(sent.map((call) => call.input.number)).toEqual([11])
  })

  it('issue 44: check-ins stored before the page closed rejoin the queue once, mark their tickets and sync', async () => {
    const { actor, snapshot, sent } = start()
    const stored = { body: { number: 14, scan_id: 'stored-1', scanned_at: '2026-11-28T09:30:00.000Z' }, number: 14 }
    actor.send({ type: 'restore', queue: [stored] })
    actor.send({ type: 'restore', queue: [stored] })
    expect(snapshot().context.queue).toEqual([stored])
    expect(snapshot().context.list.tickets.find((entry) => entry.number === 14)).toMatchObject({ checked_in_at: '2026-11-28T09:30:00.000Z', checked_in_by: 'Door Demo' })
    expect(sent.map((call) => call.input)).toEqual([stored.body])
  })
})
