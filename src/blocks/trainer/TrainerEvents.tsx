import { Link } from '@tanstack/react-router'
import { Carousel } from '../../components/carousel/Carousel'
import { EventCard } from '../../components/cards/EventCard'
import { useLanguage } from '../../components/layout/use-language'
import { ArrowRightIcon } from '../../components/layout/icons'
import { useT } from '../../i18n/intl'
import type { EventListItem } from '../../model/entities/events'
import { DEFAULT_LANGUAGE } from '../../model/languages'

/**
 * TRAINER-07: the trainer's next events (future, by start date) with 'show all' to the events list filtered by
 * the trainer. Hidden when there are none or they could not be loaded.
 */
export function TrainerEvents({ events, slug }: { events: EventListItem[] | null; slug: string }) {
  const t = useT()
  const language = useLanguage()
  if (!events || events.length === 0) return null
  const title = t('trainer.events.title')
  return (
    <section className="trainer-section trainer-events">
      <div className="trainer-section__head">
        <h2 className="trainer-section__title">
          {title}
        </h2>
        {/* OQ-14: the events list filtered by this trainer, `/events?trainers_slug=…`. */}
        <Link
          to="/{-$lang}/events"
          params={{ lang: language === DEFAULT_LANGUAGE ? undefined : language }}
          search={{ trainers_slug: slug }}
          className="trainer-section__all"
        >
          {t('trainer.events.all')}
          <ArrowRightIcon />
        </Link>
      </div>
      <Carousel label={title} perView={{ base: 1, md: 2, lg: 3 }}>
        {events.map((event) => (
          <EventCard key={event.uuid} event={event} headingLevel={3} />
        ))}
      </Carousel>
    </section>
  )
}
