import type { ReactNode } from 'react'
import { DateTime } from '../../components/DateTime'
import { useT } from '../../i18n/intl'
import type { EventEntity } from '../../model/entities/events'
import { eventTimeZone } from '../../model/event-rules'

/** A titled section of sanitised HTML (the server's allow-list, BE-25); hidden when empty (OQ-04). */
export function TextSection({ name, title, html, children }: { name: string; title: string; html: string; children?: ReactNode }) {
  if (!html.trim()) return null
  return (
    <section className={`event-section event-${name} container`} aria-labelledby={`event-${name}-title`}>
      <h2 className="event-section__title" id={`event-${name}-title`}>
        {title}
      </h2>
      {children}
      <div className="event-section__body rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  )
}

/** EVENT-08, COURSES-09: the description. */
export function EventDescription({ event }: { event: Pick<EventEntity, 'description'> }) {
  const t = useT()
  return <TextSection name="description" title={t('event.description.title')} html={event.description} />
}

/** EVENT-08: `description_second` as the programme, headed by the event's date; hidden when empty. */
export function EventProgramme({ event }: { event: EventEntity }) {
  const t = useT()
  return (
    <TextSection name="programme" title={t('event.programme.title')} html={event.description_second}>
      <p className="event-section__date">
        <DateTime value={event.date_from} format="event" timeZone={eventTimeZone(event)} />
      </p>
    </TextSection>
  )
}
