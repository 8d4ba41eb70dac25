import { createFileRoute } from '@tanstack/react-router'
import { EventsListPage } from '../../../blocks/events/EventsListPage'
import { eventsListHead } from '../../../blocks/events/events-list-head'
import { loadEventsList } from '../../../blocks/events/load-events-list'
import { parseEventsSearch, routeEventsSearch } from '../../../model/event-search'

/** `/events` (EVENTS-01…12): every filter lives in the address (EVENTS-04, OQ-13, OQ-14). */
export const Route = createFileRoute('/{-$lang}/events/')({
  validateSearch: routeEventsSearch,
  // The route's search also holds unknown keys of the raw query: the loader and the links use the clean parse.
  loaderDeps: ({ search }) => parseEventsSearch(search),
  loader: ({ context, deps }) => loadEventsList(context.api, deps),
  head: (ctx) => (ctx.loaderData ? eventsListHead(ctx) : {}),
  component: EventsRoute,
})

function EventsRoute() {
  const data = Route.useLoaderData()
  const search = parseEventsSearch(Route.useSearch())
  return <EventsListPage data={data} search={search} />
}
