import { Carousel } from '../../components/carousel/Carousel'
import type { EventCardData } from '../../components/cards/card-data'
import { EventCard } from '../../components/cards/EventCard'
import { SCHEDULE_PATH } from '../../components/layout/site-links'
import { useT } from '../../i18n/intl'
import { PageSection } from '../../components/section-head/PageSection'
import { ThemeRow } from './ThemeRow'

/**
 * HOME-04, HOME-05: the theme row and up to 8 future events — a grid from 992 px, a slider below — with
 * 'watch all' to the events list.
 */
export function EventsBlock({ events }: { events: readonly EventCardData[] }) {
  const t = useT()
  return (
    <PageSection
      title={t('home.events.title')}
      className="home-events"
      all={{ to: SCHEDULE_PATH, label: t('home.events.all') }}
      lead={<ThemeRow />}
    >
      <Carousel label={t('home.events.cards')} layout="grid-desktop" perView={{ base: 1, md: 2, lg: 4 }}>
        {events.map((event) => (
          <EventCard key={event.uuid} event={event} />
        ))}
      </Carousel>
    </PageSection>
  )
}
