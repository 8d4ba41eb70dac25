/**
 * The hand-over from the page's early-click keeper (worker/ssr/early-click-script.ts, the first script of every
 * page's head) to the app, once the app has hydrated (issue 40.1: a click before the app had arrived did nothing,
 * and one while React was still hydrating was dropped by React). The keeper leaves one page global; the app stops
 * it, waits until React has hydrated the kept control and the fields the visitor changed (a part of the page may
 * hydrate after the document, HydrateWhenNear.tsx, or wait for a lazy chunk), gives those fields back the values the
 * visitor typed (React, hydrating, puts back the values it rendered) as edits React passes to their onChange, then
 * replays the click or submit the keeper kept.
 */
export const EARLY_CLICKS_GLOBAL = '__earlyClicks'

/** The attribute the keeper puts on the control whose click (or the form whose submit) waits for the app. */
export const PENDING_CLICK_ATTRIBUTE = 'data-pending-click'

/** How long the replay waits for React to hydrate its control; after that the kept action is dropped. */
export const HYDRATION_WAIT_MS = 20_000
const HYDRATION_POLL_MS = 50

/** A click on `control`, or the submit of `form` by `submitter` (then `control` is the submitter, or the form). */
export interface KeptAction {
  control: HTMLElement
  form?: HTMLFormElement
  submitter?: HTMLElement | null
}

/** A field the visitor changed before the app, with its value (and checked state) after the last change. */
export interface EditedField {
  field: EventTarget
  value: string
  checked: boolean
}

export interface EarlyClicks {
  /** Whether the visitor has clicked, submitted or edited a field since the page began. */
  acted(): boolean
  /**
   * Stops keeping and leaves the page (the global is gone: from then on the app keeps what needs keeping); the action
   * kept last and the fields changed meanwhile, in the order of their last change.
   */
  stop(): { kept: KeptAction | null; edited: EditedField[] }
}

function keeperOf(host: object): EarlyClicks | undefined {
  return (host as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS_GLOBAL]
}

/** Whether the visitor did something before the app arrived (the keeper is still keeping then). */
export function visitorActedEarly(host: object = globalThis): boolean {
  return keeperOf(host)?.acted() ?? false
}

/**
 * Whether React has hydrated the element and committed it. Hydrating, React attaches the props with the event handlers
 * to the DOM node as it renders it, and a part whose render is still under way (a time-sliced hydration of a
 * HydrateWhenNear part) has them before it is in the page: an event sent to it then is still not delivered. The second
 * test is React's own (react-dom's getNearestMountedFiber): no newly made fiber on the way up to the root is still
 * being placed or hydrated. Self-contained, as the end-to-end tests run it in the page.
 */
export function isHydrated(node: EventTarget): boolean {
  interface Fiber {
    tag: number
    flags: number
    alternate: Fiber | null
    return: Fiber | null
  }
  const keys = Object.keys(node)
  const fiberKey = keys.find((key) => key.startsWith('__reactFiber$'))
  if (!fiberKey || !keys.some((key) => key.startsWith('__reactProps$'))) return false
  const own = (node as unknown as Record<string, Fiber | undefined>)[fiberKey]
  if (!own) return false
  // React's flags Placement (2) and Hydrating (4096), cleared when the fiber is committed; 3 is the root's tag.
  const PLACED_OR_HYDRATING = 2 | 4096
  let mounted: Fiber | null = own
  let at = own
  for (let next: Fiber | null = own; next && !next.alternate; next = at.return) {
    at = next
    if (at.flags & PLACED_OR_HYDRATING) mounted = at.return
  }
  while (at.return) at = at.return
  return at.tag === 3 && mounted === own
}

/** Settles true once every element is hydrated (or gone from the page), false when `limitMs` passes first. */
export function whenHydrated(nodes: EventTarget[], limitMs = HYDRATION_WAIT_MS): Promise<boolean> {
  const ready = () => nodes.every((node) => !(node instanceof Node) || !node.isConnected || isHydrated(node))
  const deadline = Date.now() + limitMs
  return new Promise((resolve) => {
    const check = () => {
      if (ready()) resolve(true)
      else if (Date.now() >= deadline) resolve(false)
      else setTimeout(check, HYDRATION_POLL_MS)
    }
    check()
  })
}

/** Hands what the keeper kept to the app, in a task of its own (never inside React's commit); nothing without a keeper. */
export function releaseEarlyClicks(host: object = globalThis): void {
  const keeper = keeperOf(host)
  if (!keeper) return
  setTimeout(() => {
    const { kept, edited } = keeper.stop()
    keepUntilHydrated(host as Window)
    if (!kept && edited.length === 0) return
    const target = kept ? [kept.form ?? kept.control] : []
    void whenHydrated([...target, ...edited.map(({ field }) => field)]).then((hydrated) => {
      for (const edit of edited) if (isHydrated(edit.field)) tellReactOfEdit(edit)
      if (!kept) return
      kept.control.removeAttribute(PENDING_CLICK_ATTRIBUTE)
      // Not hydrated in time: a replayed submit would reload the page with the fields in its address.
      if (!hydrated || !kept.control.isConnected) return
      if (kept.form) kept.form.requestSubmit(kept.submitter ?? null)
      else kept.control.click()
    })
  }, 0)
}

/** A checkbox or a radio button: the browser changes it before the click's listeners run. */
function isCheckable(node: EventTarget | null): node is HTMLInputElement & { type: 'checkbox' | 'radio' } {
  return node instanceof HTMLInputElement && (node.type === 'checkbox' || node.type === 'radio')
}

/**
 * After the hand-over, the app keeps what the keeper kept for the parts React has not hydrated yet (HydrateWhenNear.tsx:
 * a part whose code still loads when the visitor reaches into it; React would drop the event): a click on a button
 * or a JavaScript-only form's submit there waits, marked pending, until React has hydrated it, and is replayed then.
 * So does a click on a checkbox or a radio button there (or on its label, which clicks it): React, hydrating it,
 * would take the state the click left as its own and never tell the form, whose next render would undo the choice.
 * A field typed into or changed there is told to React as an edit once hydrated, for the same reason.
 */
export function keepUntilHydrated(host: Pick<Window, 'addEventListener'>): void {
  host.addEventListener(
    'click',
    (event) => {
      const target = event.target
      if (isCheckable(target)) {
        // Cancelled, the click puts the box back as it was; replayed, it changes it in React's sight.
        if (!target.disabled && !isHydrated(target)) holdUntilHydrated(event, target, () => target.click())
        return
      }
      const button = target instanceof Element ? target.closest('button') : null
      if (button && button.type === 'button' && !button.disabled && !isHydrated(button)) holdUntilHydrated(event, button, () => button.click())
    },
    true,
  )
  // The value each field was last left with: React, hydrating the field, keeps what it shows, but the part's next
  // render puts back the value React knows of, which may come before the field is told.
  const edited = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>()
  const tellWhenHydrated = (event: Event) => {
    const field = event.target
    const editable = field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && !isCheckable(field) && field.type !== 'file')
    if (!editable) return
    if (edited.has(field)) {
      edited.set(field, field.value)
      return
    }
    if (isHydrated(field)) return
    edited.set(field, field.value)
    void whenHydrated([field]).then((hydrated) => {
      const value = edited.get(field) ?? field.value
      edited.delete(field)
      if (hydrated) tellReactOfEdit({ field, value, checked: false })
    })
  }
  host.addEventListener('input', tellWhenHydrated, true)
  host.addEventListener('change', tellWhenHydrated, true)
  host.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('action') || isHydrated(form)) return
      const submitter = event.submitter?.closest('form') === form ? event.submitter : null
      holdUntilHydrated(event, form, () => form.requestSubmit(submitter))
    },
    true,
  )
}

function holdUntilHydrated(event: Event, control: HTMLElement, replay: () => void): void {
  event.preventDefault()
  event.stopPropagation()
  control.setAttribute(PENDING_CLICK_ATTRIBUTE, '')
  void whenHydrated([control]).then((hydrated) => {
    control.removeAttribute(PENDING_CLICK_ATTRIBUTE)
    if (hydrated && control.isConnected) replay()
  })
}

/** The setter of `value` the element's prototype has, which React's value tracker on the element does not see. */
function setUnseen(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value)
}

/**
 * Gives a field the value the visitor left in it as an edit React passes to the field's onChange: React compares the
 * value with the one it last knew (its tracker on the element, set through the element's own `value`/`checked`) when
 * the browser reports an edit, so the tracker is set to something else first.
 */
export function tellReactOfEdit({ field, value, checked }: EditedField): void {
  if (!(field instanceof HTMLElement) || !field.isConnected) return
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio button unchecked by choosing another of its group: the chosen one tells it.
    if (field.type === 'radio' && !checked) return
    field.checked = !checked
    // The click checks (or unchecks) it as the visitor left it, and React sees the change in the click.
    field.click()
    return
  }
  if ((field instanceof HTMLInputElement && field.type !== 'file') || field instanceof HTMLTextAreaElement) {
    field.value = `${value} `
    setUnseen(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
    return
  }
  if (field instanceof HTMLSelectElement) {
    field.value = value
    field.dispatchEvent(new Event('change', { bubbles: true }))
  }
}
