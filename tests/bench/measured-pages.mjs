/** The page types the benchmark and the JavaScript budget test measure, as paths on a server with the test seed. */

/** The page of the first row an API list answers (the seed's upcoming event, newest article, product, course). */
async function firstRowPath(origin, list, toPath, what) {
  const response = await fetch(`${origin}/api/client/${list}`)
  const { rows } = await response.json()
  if (!rows?.length) throw new Error(`the test database has no ${what} to measure`)
  return toPath(rows[0].slug)
}

/** The measured pages: issue 26 adds the blog list and an article, issue 27 a product page and a course page. */
export async function measuredPages(origin) {
  return [
    '/page/oferta',
    '/',
    await firstRowPath(origin, 'events?event_mode=future&order_by=date_from&limit=1', (slug) => `/events/i/${slug}`, 'upcoming event'),
    '/blog',
    await firstRowPath(origin, 'articles?order_by=-date_publication&limit=1', (slug) => `/blog/${slug}`, 'article'),
    await firstRowPath(origin, 'products?order_by=-created&limit=1', (slug) => `/shop/${slug}`, 'product'),
    await firstRowPath(origin, 'online_courses?limit=1', (slug) => `/online_school/courses/${slug}`, 'online course'),
  ]
}
