import { DateTime } from '../../components/DateTime'
import { useT } from '../../i18n/intl'
import type { EventEntity } from '../../model/entities/events'
import { eventTimeZone } from '../../model/event-rules'

/** EVENT-08: the description (sanitised HTML); hidden when empty (OQ-04). */
export function EventDescription({ event }: { event: EventEntity }) {
  const t = useT()
  if (!event.description.trim()) return null
  return (
    <section className="event-section event-description container" aria-labelledby="event-description-title">
      <h2 className="event-section__title" id="event-description-title">
        {t('event.description.title')}
      </h2>
      <div className="event-section__body rich-text" dangerouslySetInnerHTML={{ __html: event.description }} />
    </section>
  )
}

/** EVENT-08: `description_second` as the programme, headed by the event's date; hidden when empty. */
export function EventProgramme({ event }: { event: EventEntity }) {
  const t = useT()
  if (!event.description_second.trim()) return null
  return (
    <section className="event-section event-programme container" aria-labelledby="event-programme-title">
      <h2 className="event-section__title" id="event-programme-title">
        {t('event.programme.title')}
      </h2>
      <p className="event-section__date">
        <DateTime value={event.date_from} format="event" timeZone={eventTimeZone(event)} />
      </p>
      <div className="event-section__body rich-text" dangerouslySetInnerHTML={{ __html: event.description_second }} />
    </section>
  )
}
