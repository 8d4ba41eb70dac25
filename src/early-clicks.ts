/**
 * The hand-over from the page's early-click keeper (worker/ssr/early-click-script.ts, the first script of every
 * page's head) to the app, once the app has hydrated (issue 40.1: a click before the app had arrived did nothing,
 * and one while React was still hydrating was dropped by React). The keeper leaves one page global; the app stops
 * it, tells React about the fields the visitor changed before it was there (React hydrates a field with the value
 * it finds but tells no component), then replays the click or submit the keeper kept.
 */
export const EARLY_CLICKS_GLOBAL = '__earlyClicks'

/** The attribute the keeper puts on the control whose click (or the form whose submit) waits for the app. */
export const PENDING_CLICK_ATTRIBUTE = 'data-pending-click'

/** A click on `control`, or the submit of `form` by `submitter` (then `control` is the submitter, or the form). */
export interface KeptAction {
  control: HTMLElement
  form?: HTMLFormElement
  submitter?: HTMLElement | null
}

export interface EarlyClicks {
  /** Stops keeping; the action kept last and the fields changed meanwhile. */
  stop(): { kept: KeptAction | null; edited: EventTarget[] }
}

/** Hands what the keeper kept to the app, in a task of its own (never inside React's commit); nothing without a keeper. */
export function releaseEarlyClicks(host: object = globalThis): void {
  const keeper = (host as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS_GLOBAL]
  if (!keeper) return
  setTimeout(() => {
    const { kept, edited } = keeper.stop()
    for (const field of edited) tellReactOfEdit(field)
    if (!kept) return
    kept.control.removeAttribute(PENDING_CLICK_ATTRIBUTE)
    if (!kept.control.isConnected) return
    if (kept.form) kept.form.requestSubmit(kept.submitter ?? null)
    else kept.control.click()
  }, 0)
}

/** The setter of `value` the element's prototype has, which React's value tracker on the element does not see. */
function setUnseen(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value)
}

/**
 * Makes React see a field's present value as a change, which it passes to the field's onChange: React compares the
 * value with the one it last knew (its tracker on the element, set through the element's own `value`/`checked`) when
 * the browser reports an edit, and a field changed before hydration is known with the changed value.
 */
export function tellReactOfEdit(field: EventTarget): void {
  if (!(field instanceof HTMLElement) || !field.isConnected) return
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio button unchecked by choosing another of its group: the chosen one tells it.
    if (field.type === 'radio' && !field.checked) return
    field.checked = !field.checked
    // The click checks (or unchecks) it again, and React sees the change in the click.
    field.click()
    return
  }
  if ((field instanceof HTMLInputElement && field.type !== 'file') || field instanceof HTMLTextAreaElement) {
    const value = field.value
    field.value = `${value} `
    setUnseen(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
    return
  }
  if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('change', { bubbles: true }))
}
