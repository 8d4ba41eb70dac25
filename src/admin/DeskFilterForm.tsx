import { useLayoutEffect, useRef, type ComponentProps, type RefObject } from 'react'

type FormProps = Omit<ComponentProps<'form'>, 'className' | 'method'>

type Control = HTMLInputElement | HTMLSelectElement

/** The form's named controls (buttons aside). */
function controlsOf(form: HTMLFormElement | null): Control[] {
  const named = [...(form?.elements ?? [])].filter((element) => (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && !!element.name)
  return named as unknown as Control[]
}

const valueOf = (control: Control) => (control instanceof HTMLInputElement && control.type === 'checkbox' ? String(control.checked) : control.value)

function setValue(control: Control, value: string) {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = value === 'true'
  else control.value = value
}

/** "Clear" at once: every control of the form back to "any" (empty, a list's first choice), before the list follows. */
export function clearControls(form: HTMLFormElement | null) {
  for (const control of controlsOf(form)) setValue(control, control instanceof HTMLSelectElement ? (control.options[0]?.value ?? '') : control.type === 'checkbox' ? 'false' : '')
}

/** The control that has the focus, as a selector that finds its twin in the next build of the form. */
function focusedControl(form: HTMLFormElement | null): string | null {
  const active = form?.ownerDocument.activeElement
  if (!form || !(active instanceof HTMLElement) || !form.contains(active)) return null
  const name = active.getAttribute('name')
  return name ? `[name="${CSS.escape(name)}"]` : active.matches('[type="submit"]') ? '[type="submit"]' : null
}

interface Carried {
  /** What the staff member changed and has not shown yet (name → value): it survives a list arriving meanwhile. */
  edits: Map<string, string>
  focus: string | null
}

/** One build of the form for the filters shown; as it goes, it hands the next one the focus and any edits not yet shown. */
function FormOfFilters({ carriedRef, ...props }: FormProps & { carriedRef: RefObject<Carried> }) {
  const form = useRef<HTMLFormElement>(null)
  useLayoutEffect(() => {
    const element = form.current
    const shown = new Map(controlsOf(element).map((control) => [control.name, valueOf(control)]))
    const { edits, focus } = carriedRef.current
    for (const control of controlsOf(element)) if (edits.has(control.name)) setValue(control, edits.get(control.name)!)
    if (focus) element?.querySelector<HTMLElement>(focus)?.focus()
    carriedRef.current = { edits: new Map(), focus: null }
    return () => {
      const changed = controlsOf(element).filter((control) => shown.get(control.name) !== valueOf(control))
      carriedRef.current = { edits: new Map(changed.map((control) => [control.name, valueOf(control)])), focus: focusedControl(element) }
    }
  }, [carriedRef])
  return <form ref={form} className="admin-filters" method="get" {...props} />
}

/**
 * A desk list's filter form (a plain GET form) showing the filters `shows` (the address's, as the page parsed them):
 * its controls are built again whenever those change (back and forward, "show", "clear"), in the same render as the
 * list, so a control never keeps a filter the list no longer has and "show" never brings an old one back.
 */
export function DeskFilterForm({ shows, ...props }: FormProps & { shows: object }) {
  const carriedRef = useRef<Carried>({ edits: new Map(), focus: null })
  return <FormOfFilters key={JSON.stringify(shows)} carriedRef={carriedRef} {...props} />
}
