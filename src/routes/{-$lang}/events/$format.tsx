import { createFileRoute, notFound } from '@tanstack/react-router'
import { EventsListPage } from '../../../blocks/events/EventsListPage'
import { eventsListHead } from '../../../blocks/events/events-list-head'
import { loadEventsList } from '../../../blocks/events/load-events-list'
import { parseEventsSearch, routeEventsSearch } from '../../../model/event-search'
import { EVENT_FORMATS } from '../../../model/events'
import { oneOf } from '../../../model/search-params'

/**
 * `/events/{format}` (EVENTS-13, OQ-12): the list pre-filtered by the format of the address. The edge already
 * sends unknown formats to `/events`, and a known format in another letter case to its upper-case address, with a
 * 301 (worker/edge/rules/events-format.ts; one redirect hop at most, REDIR-10), so the page has one address; the
 * route still reads the segment in any case for links inside the app. The path wins over a `format` in the query.
 */
export const Route = createFileRoute('/{-$lang}/events/$format')({
  // The path wins over a `format` in the query, which is dropped.
  validateSearch: (raw: Record<string, unknown>) => ({ ...routeEventsSearch(raw), format: undefined }),
  beforeLoad: ({ params }) => {
    const format = oneOf(EVENT_FORMATS, params.format.toUpperCase())
    if (!format) throw notFound()
    return { format }
  },
  loaderDeps: ({ search }) => ({ ...parseEventsSearch(search), format: undefined }),
  loader: ({ context, deps }) => loadEventsList(context.api, { ...deps, format: context.format }, deps),
  head: (ctx) => (ctx.loaderData ? eventsListHead(ctx, ctx.match.context.format) : {}),
  component: EventsFormatRoute,
})

function EventsFormatRoute() {
  const data = Route.useLoaderData()
  const { format: _pathWins, ...search } = parseEventsSearch(Route.useSearch())
  const { format } = Route.useRouteContext()
  return <EventsListPage data={data} search={search} fixedFormat={format} />
}
