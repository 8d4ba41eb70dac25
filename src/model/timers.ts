/** Business timers in milliseconds (CONST-06, OQ-36). Machines name their delays after these. */
export const CURRENCY_RELOAD_DELAY_MS = 100
export const MODAL_RESET_DELAY_MS = 200
/** OQ-36 (decided): success and warn toasts stay about 5 s and pause while hovered or focused; errors stay. */
export const TOAST_DURATION_MS = 5000
export const PROGRESS_BAR_THROTTLE_MS = 200
export const PROGRESS_BAR_DURATION_MS = 5000
export const GEOLOCATION_TIMEOUT_MS = 3000
export const PAYMENT_RECHECK_INTERVAL_MS = 1500
export const PAYMENT_RECHECK_LIMIT_MS = 10000
export const AUTH_WAIT_MS = 10000
export const SCROLL_ANIMATION_MS = 1000
export const SCROLL_OFFSET_PX = -20
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60000
