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
/** ROUTE-15: the finished bar fills and fades out over this time before it hides. */
export const PROGRESS_BAR_FINISH_MS = 300
/** ROUTE-15: a failed navigation keeps the bar visible in its failed colour this long. */
export const PROGRESS_BAR_FAILED_MS = 4000
/** OQ-50: after a verification mail is resent, clicks only say "already sent" this long. */
export const RESEND_VERIFICATION_COOLDOWN_MS = 60000
/** LAYOUT-11: the scroll reveal starts this long after the page is ready (sections already on screen never animate). */
export const SCROLL_REVEAL_START_MS = 500
/** Issue 45: the header search asks for suggestions once typing pauses this long. */
export const SEARCH_SUGGEST_DELAY_MS = 200
