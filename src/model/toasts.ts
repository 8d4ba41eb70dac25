/** Toast kinds (TOAST-01). Errors stay until dismissed; the others time out (OQ-36). */
export const TOAST_KINDS = ['error', 'warn', 'success'] as const
export type ToastKind = (typeof TOAST_KINDS)[number]

export function isToastKind(value: unknown): value is ToastKind {
  return typeof value === 'string' && (TOAST_KINDS as readonly string[]).includes(value)
}

/** Why a toast is held on screen: the pointer is over it or focus is inside it (OQ-36, WCAG 2.2.1). */
export type ToastHold = 'hover' | 'focus'
