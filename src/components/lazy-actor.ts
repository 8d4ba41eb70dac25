import type { Actor, ActorOptions, AnyStateMachine, EventFrom, SnapshotFrom } from 'xstate'

/** Loads a machine's module (and with it xstate): `() => import('…/x.machine').then((module) => module.xMachine)`. */
export type MachineLoader<TMachine extends AnyStateMachine> = () => Promise<TMachine>

/** When the first event's load begins: at once, or later (the app's hook: after the event's frame has painted). */
export type LoadScheduler = (load: () => void) => void

const AT_ONCE: LoadScheduler = (load) => load()

/** What `getWaiting` answers while no event waits: always the same array, as React's external stores need. */
export const NOTHING_WAITING: readonly never[] = []

/**
 * An app actor that starts on its first event (issue 4: no xstate before the visitor does something). Until then
 * there is no snapshot and the component shows the machine's resting state; the first `send` loads the machine and
 * xstate, starts the actor and delivers every event sent meanwhile, in order. A failed load is logged and the next
 * event tries again. `stop` (unmount) stops the actor, and a load finishing after it starts nothing. The first event's
 * load begins when `schedule` says: the app's components begin it after the event's frame has painted (issue 43.3).
 */
export class LazyActor<TMachine extends AnyStateMachine> {
  private actor: Actor<TMachine> | undefined
  private pending: EventFrom<TMachine>[] = []
  private loading = false
  /** A first event's load is scheduled and has not begun. */
  private scheduled = false
  private stopped = false
  private readonly listeners = new Set<() => void>()

  constructor(
    private readonly load: MachineLoader<TMachine>,
    /** Read when the actor starts, so it gets the component's latest input. */
    private readonly options: () => ActorOptions<TMachine> | undefined = () => undefined,
    /** When the load of a first event begins; the events sent until the actor runs are kept either way. */
    private readonly schedule: LoadScheduler = AT_ONCE,
  ) {}

  /** The started actor, if any (for children's refs and tests). */
  get started(): Actor<TMachine> | undefined {
    return this.actor
  }

  readonly getSnapshot = (): SnapshotFrom<TMachine> | undefined => this.actor?.getSnapshot() as SnapshotFrom<TMachine> | undefined

  /** The events sent while the machine loads, in order (the same array until another comes): none once it runs. */
  readonly getWaiting = (): readonly EventFrom<TMachine>[] => (this.pending.length > 0 ? this.pending : NOTHING_WAITING)

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Delivers the event, starting the actor first when it has not started. */
  readonly send = (event: EventFrom<TMachine>): void => {
    if (this.actor) {
      this.actor.send(event)
      return
    }
    this.pending = [...this.pending, event]
    this.notify()
    if (this.loading || this.scheduled) return
    this.scheduled = true
    this.schedule(() => {
      this.scheduled = false
      this.start()
    })
  }

  /**
   * Delivers the event only to a started actor, or one that is starting (events are waiting for it): for events that
   * change nothing in the resting state.
   */
  readonly sendIfStarted = (event: EventFrom<TMachine>): void => {
    if (this.actor || this.pending.length > 0) this.send(event)
  }

  /** Loads and starts the actor now, without an event (a form on its first focus); nothing once it has started. */
  readonly start = (): void => {
    void this.startActor()
  }

  /** Allows starting again after `stop` (a component mounted again). */
  resume(): void {
    this.stopped = false
  }

  stop(): void {
    this.stopped = true
    this.pending = []
    this.actor?.stop()
    this.actor = undefined
  }

  private async startActor(): Promise<void> {
    if (this.actor || this.loading || this.stopped) return
    this.loading = true
    try {
      const [machine, { startAppActor }] = await Promise.all([this.load(), import('./start-app-actor')])
      if (this.stopped) return
      const actor = startAppActor(machine, this.options())
      this.actor = actor
      actor.subscribe(() => this.notify())
      const pending = this.pending
      this.pending = []
      for (const event of pending) actor.send(event)
      this.notify()
    } catch (error) {
      console.error('A machine could not be loaded; the next event tries again', error)
      this.pending = []
      this.notify()
    } finally {
      this.loading = false
    }
  }

  private notify(): void {
    for (const listener of this.listeners) listener()
  }
}
