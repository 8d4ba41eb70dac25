/** Modal presentation modes (MODAL-02): `full` is the large panel, `mini` a small centred box. */
export const MODAL_MODES = ['full', 'mini'] as const
export type ModalMode = (typeof MODAL_MODES)[number]
export const DEFAULT_MODAL_MODE: ModalMode = 'full'
