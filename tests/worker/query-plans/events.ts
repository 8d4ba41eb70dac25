/**
 * API URLs (relative to /api/client) whose SQL tests/worker/query-plans.test.ts checks with EXPLAIN QUERY PLAN.
 * List every filter, sort and expand of this family's list and item endpoints.
 * Events, trainers and online courses: each filter and sort alone, and combined as the pages combine them
 * (API-20…23, API-36, EVENTS-07, TRAINER-07, BE-08).
 */

const MONTH = 'date_from_after=2026-11-01T00:00:00%2B03:00&date_from_before=2026-11-30T23:59:59%2B03:00'

export const urls: string[] = [
  'events',
  'events?order_by=-date_from&expand=images&language=en&currency=KGS',
  'events?event_mode=future&limit=8',
  `events?${MONTH}&limit=24&expand=images&order_by=date_from`,
  `events?${MONTH}&event_mode=future&order_by=-date_from`,
  'events?format=ONLINE',
  'events?theme=BUSINESS&order_by=-date_from',
  'events?type=TRAINING',
  `events?${MONTH}&format=OFFLINE&theme=PSYCHOLOGY&type=MASTER_CLASS`,
  'events?trainers_slug=timur-aliev&event_mode=future&order_by=date_from',
  'events?tags=leadership,sales',
  'events?skip=48&limit=24',
  'trainers?limit=4&order_by=-created',
  'trainers?expand=images&order_by=created',
  'trainers?tags=leadership',
  'online_courses',
  'online_courses?order_by=created&expand=images&currency=UZS',
  'online_courses?theme=FINANCE',
  'online_courses?type=ONLINE_COURSE&order_by=-created',
  'online_courses?theme=BUSINESS&type=ONLINE_COURSE',
]

