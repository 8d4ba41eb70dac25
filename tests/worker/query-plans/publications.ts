/**
 * API URLs (relative to /api/client) whose SQL tests/worker/query-plans.test.ts checks with EXPLAIN QUERY PLAN.
 * Publications: every filter, sort and expand of news, articles, partners, social activities, employees, vacancies
 * and forms, alone and combined (API-24, -25, -28, -29, -35, -36, BE-06, BE-07, BE-33). Item reads by slug or id go
 * through the same unique indexes; they are listed with slugs of the demo content.
 */
export const urls: string[] = [
  'news',
  'news?order_by=-date_publication&limit=8&language=en',
  'news?skip=24&limit=24',
  'news?tags=sales',
  'news?tags=sales,leadership,finance&skip=24',
  'news?search=%D1%82%D1%80%D0%B5%D0%BD%D0%B8%D0%BD%D0%B3',
  'news?search=negotiation&tags=sales',
  'articles',
  'articles?expand=images&language=ky',
  'articles?tags=trainer-aliev&limit=4',
  'articles?search=leadership&tags=leadership,management',
  'articles?articles_ids=00000000-0000-4000-8000-000000000001,00000000-0000-4000-8000-000000000002&limit=2',
  'partners',
  'partners?type=FRANCHISE&expand=images&order_by=created&limit=4',
  'partners?type=FRANCHISE&limit=1000',
  'partners?order_by=-created&skip=4',
  'social-activities?limit=4',
  'social-activities?skip=24&limit=24',
  'employees?limit=100&expand=images',
  'vacancy?limit=24',
  'vacancy?direction=IT&skip=0',
  'profile_site/franchise?language=ky',
  'forms',
]
