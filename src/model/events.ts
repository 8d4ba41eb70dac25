/** Event enums (ENTITY-03, ENTITY-04). */
export const EVENT_FORMATS = ['ONLINE', 'OFFLINE', 'MIXED'] as const
export type EventFormat = (typeof EVENT_FORMATS)[number]
