/** Modal presentation modes (MODAL-02): `full` is the large panel, `mini` a small centred box. */
export const MODAL_MODES = ['full', 'mini'] as const
export type ModalMode = (typeof MODAL_MODES)[number]
export const DEFAULT_MODAL_MODE: ModalMode = 'full'

/** What the modal shows: which one, in which mode, with which props, and whether it is on screen (MODAL-01). */
export interface ModalContext {
  shown: boolean
  name: string | null
  mode: ModalMode
  props: Record<string, unknown>
}

/** No modal: the machine's first context, and what the page shows before the machine has loaded. */
export const CLOSED_MODAL: ModalContext = { shown: false, name: null, mode: DEFAULT_MODAL_MODE, props: {} }

/** What the modal shows from its machine's snapshot, or closed before the machine runs. */
export function shownModal(snapshot: { context: ModalContext } | undefined): ModalContext {
  return snapshot?.context ?? CLOSED_MODAL
}
