import { createFileRoute } from '@tanstack/react-router'
import { HydrateWhenNear } from '../../../../components/HydrateWhenNear'
import { lazyPart } from '../../../../components/lazy-part'
import { RecentlyViewed } from '../../../../components/recently-viewed/LazyRecentlyViewed'
import { EventPage } from '../../../../blocks/events/EventPage'
import { eventPageHead } from '../../../../blocks/events/event-head'
import { loadEventPage } from '../../../../blocks/events/load-event'

/** `/events/i/{slug}` (EVENT-01…12, OQ-04, OQ-21): an unknown slug is the 404 page with HTTP 404. */
export const Route = createFileRoute('/{-$lang}/events/i/$slug')({
  loader: ({ context, params }) => loadEventPage(context.api, params),
  head: (ctx) => (ctx.loaderData ? eventPageHead(ctx, ctx.loaderData) : {}),
  component: EventRoute,
})

const AskInMessenger = lazyPart(() => import('../../../../components/messengers/AskInMessenger').then((module) => module.AskInMessenger))

function EventRoute() {
  const data = Route.useLoaderData()
  return (
    <>
      <EventPage data={data} />
      <HydrateWhenNear>
        <AskInMessenger item={data.event.title} titleKey="messengers.ask.event" />
      </HydrateWhenNear>
      <RecentlyViewed current={{ kind: 'event', slug: data.event.slug }} />
    </>
  )
}
