/**
 * API URLs (relative to /api/client) whose SQL tests/worker/query-plans.test.ts checks with EXPLAIN QUERY PLAN:
 * every filter and sort of the reference endpoints (countries, cities, tags).
 */
export const urls: string[] = [
  'countries?language=en',
  'countries?skip=2&limit=3',
  'countries/KG?language=ky',
  'countries/kz/cities?language=en',
  'countries/RU/cities?skip=1&limit=2',
  'cities/bishkek?language=en',
  'cities/1',
  'tags?limit=10000',
  'tags?order_by=-count&hide_empty=true&limit=24&language=ky',
  'tags?order_by=created&skip=5&limit=10',
  'tags?order_by=-created',
  'tags/leadership?language=en',
  'tags/3',
]
