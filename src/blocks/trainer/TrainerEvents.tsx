import { Carousel } from '../../components/carousel/Carousel'
import { EventCard } from '../../components/cards/EventCard'
import { SectionHead } from '../../components/section-head/SectionHead'
import { useT } from '../../i18n/intl'
import type { EventListItem } from '../../model/entities/events'
import { monthOfInstant } from '../../model/event-search'

/**
 * TRAINER-07: the trainer's next events (future, by start date) with 'show all' to the events list filtered by
 * the trainer, opened on the month of the first of them (the list shows a month at a time, EVENTS-05, and the
 * current one may have none of the trainer's events). Hidden when there are none or they could not be loaded.
 */
export function TrainerEvents({ events, slug }: { events: EventListItem[] | null; slug: string }) {
  const t = useT()
  if (!events || events.length === 0) return null
  const title = t('trainer.events.title')
  return (
    <section className="trainer-section trainer-events">
      {/* OQ-14: the events list filtered by this trainer, `/events?trainers_slug=…&date=…`. */}
      <SectionHead
        title={title}
        all={{
          to: '/events',
          search: { trainers_slug: slug, date: monthOfInstant(events[0]!.date_from) },
          label: t('trainer.events.all'),
        }}
      />
      <Carousel label={title} perView={{ base: 1, md: 2, lg: 3 }}>
        {events.map((event) => (
          <EventCard key={event.uuid} event={event} headingLevel={3} />
        ))}
      </Carousel>
    </section>
  )
}
