import { Picture } from '../../components/Picture'
import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { useT } from '../../i18n/intl'
import type { EventEntity } from '../../model/entities/events'
import { IMAGE_DIMENSIONS } from '../../model/entities/reference'
import { showsLeaders } from '../../model/event-rules'

/** EVENT-08: the leaders, only when the event has more than one trainer. */
export function EventLeaders({ event }: { event: EventEntity }) {
  const t = useT()
  if (!showsLeaders(event)) return null
  const { width, height } = IMAGE_DIMENSIONS.small
  return (
    <section className="event-section event-leaders container" aria-labelledby="event-leaders-title">
      <h2 className="event-section__title" id="event-leaders-title">
        {t('event.leaders.title')}
      </h2>
      <ul className="event-leaders__list">
        {event.trainers.map((trainer) => (
          <li key={trainer.slug} className="event-leaders__item">
            {trainer.image ? <Picture images={trainer.image} alt="" width={width} height={height} className="event-leaders__photo" /> : null}
            <h3 className="event-leaders__name">
              <LocalizedLink to={`/trainers/${trainer.slug}`} className="event-leaders__link">
                {trainer.full_name}
              </LocalizedLink>
            </h3>
            {trainer.direction ? <p className="event-leaders__direction">{trainer.direction}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
