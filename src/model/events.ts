/** Event enums (ENTITY-03, ENTITY-04). */
export const EVENT_FORMATS = ['ONLINE', 'OFFLINE', 'MIXED'] as const
export type EventFormat = (typeof EVENT_FORMATS)[number]

/**
 * ENTITY-03: event types of 000 §3 plus ONLINE, ONLINE_COURSE and SUMMER from 001. Online courses use the same
 * list for their `type` filter, so every type filter is generated from this one enum.
 */
export const EVENT_TYPES = [
  'LIVE',
  'INTERACTIVE',
  'FORUM',
  'CONFERENCE',
  'TRAINING',
  'MASTER_CLASS',
  'YEAR',
  'HALF_YEAR',
  'ONLINE',
  'ONLINE_COURSE',
  'SUMMER',
] as const
export type EventType = (typeof EVENT_TYPES)[number]

/**
 * ENTITY-04, OQ-02: the 15 themes, one shared enum for the home theme row, the events filter and the
 * online-course filter. Each label filters by its own value (the spec's shifted mapping is a defect).
 */
export const EVENT_THEMES = [
  'BUSINESS',
  'PSYCHOLOGY',
  'FINANCE',
  'RELATIONSHIP',
  'HEALTH',
  'EDUCATION',
  'FIELD_EVENT',
  'FORUM',
  'PERSONAL_GROW',
  'SALES',
  'SYSTEM',
  'TRAINING',
  'INVESTMENT',
  'DEBT',
  'HR',
] as const
export type EventTheme = (typeof EVENT_THEMES)[number]

/** CONST-09: sort values of the events list (EVENTS-03). */
export const EVENT_ORDERS = ['date_from', '-date_from'] as const
export type EventOrder = (typeof EVENT_ORDERS)[number]

/** CONST-09: sort values of trainers and online courses. */
export const CREATED_ORDERS = ['created', '-created'] as const
export type CreatedOrder = (typeof CREATED_ORDERS)[number]
