/** Payments that need a person (issue 41): why each is listed. */
export const FOLLOWUP_REASONS = ['refund_pending', 'needs_staff', 'reversed_after_paid'] as const
export type FollowupReason = (typeof FOLLOWUP_REASONS)[number]
