/** How the desk's editor behaves (issue 42): when a draft saves itself, and how a save's conflict is named. */

/** A draft saves itself once typing has paused this long. */
export const AUTOSAVE_PAUSE_MS = 1500

/** The staff API's code (409) for a save made from an older version than the stored one. */
export const CONFLICT_CODE = 'stale_version'

/** An upload's progress: bytes sent of the total (0 while unknown). */
export interface UploadProgress {
  loaded: number
  total: number
}

/** An error as the desk's client throws it: a code and, for a 400, the field errors. */
export interface DeskError {
  code?: string
  body?: { fields?: Record<string, string[]> }
}

/** The code and field errors of whatever a desk call threw (`network` when it carries no code). */
export function deskErrorOf(error: unknown): { error: string; fields: Record<string, string[]> } {
  const known = error as DeskError | undefined
  return { error: known?.code ?? 'network', fields: known?.body?.fields ?? {} }
}

/** Rich text sent for its preview, and answered sanitised. */
export interface RichTextPreview {
  /** @maxLength 200000 */
  html: string
}

/**
 * When a publish body's `publish_at` publishes (issue 42: "publish now or at a time"): null for now (absent), the
 * instant as Date.toISOString writes it (stored times then compare as text) when it is still to come, undefined when it
 * is not a time in the future (a 400 on `publish_at`).
 */
export function publishTimeOf(publishAt: string | undefined, now: number): string | null | undefined {
  if (publishAt === undefined) return null
  const at = Date.parse(publishAt)
  return Number.isFinite(at) && at > now ? new Date(at).toISOString() : undefined
}
