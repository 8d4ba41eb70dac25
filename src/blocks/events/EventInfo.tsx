import type { ReactNode } from 'react'
import { DateTime } from '../../components/DateTime'
import { Picture } from '../../components/Picture'
import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { telHref } from '../../components/layout/phones'
import { useShellData } from '../../components/layout/use-shell-data'
import { formatCount } from '../../i18n/format'
import { useIntl, useT } from '../../i18n/intl'
import type { EventEntity } from '../../model/entities/events'
import { bannerPlace, eventDuration, eventTimeZone, managerPhone } from '../../model/event-rules'
import { EVENT_BLOCK_IDS } from './event-blocks'
import { EventPrice } from '../../components/cards/EventPrice'

/** One fact of an info block: its name and its value. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="event-info__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** COURSES-08, EVENT-04: who it is for (sanitised on the server with an allow-list, BE-25); left out when empty. */
export function ForWhoFact({ html }: { html: string }) {
  const t = useT()
  if (!html) return null
  return (
    <Fact term={t('event.info.for_who')}>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </Fact>
  )
}

/** The trainers, each a link to their page; left out without trainers. */
export function TrainersFact({ trainers }: { trainers: readonly { slug: string; full_name: string }[] }) {
  const t = useT()
  if (trainers.length === 0) return null
  return (
    <Fact term={t('event.info.trainers')}>
      <ul className="event-info__trainers">
        {trainers.map((trainer) => (
          <li key={trainer.slug}>
            <LocalizedLink to={`/trainers/${trainer.slug}`}>{trainer.full_name}</LocalizedLink>
          </li>
        ))}
      </ul>
    </Fact>
  )
}

/** The link to the first trainer's page under an info block. */
export function TrainerPageLink({ trainer }: { trainer: { slug: string } | undefined }) {
  const t = useT()
  if (!trainer) return null
  return (
    <LocalizedLink to={`/trainers/${trainer.slug}`} className="button button--outline event-info__trainer-link">
      {t('event.info.trainer_page')}
    </LocalizedLink>
  )
}

/**
 * EVENT-03, EVENT-04, EVENT-06, OQ-04: the first trainer (photo, name, direction) with the price badge ('from'
 * with several options), then audience, location (country, city and the venue's address), format, dates,
 * duration, age restriction, the trainers and the manager phone (of the office in the event's city, else the
 * site's main phone), with a link to the first trainer's page. A fact without data is left out.
 */
export function EventInfo({ event }: { event: EventEntity }) {
  const t = useT()
  const intl = useIntl()
  const zone = eventTimeZone(event)
  const [lead] = event.trainers
  const duration = eventDuration(event)
  const place = bannerPlace(event)
  const location = event.format === 'ONLINE' ? t('event.info.online') : place
  const address = event.format === 'ONLINE' ? '' : event.address
  const { contacts } = useShellData()
  const phone = contacts ? managerPhone(event, contacts) : null
  return (
    <section className="event-info container" id={EVENT_BLOCK_IDS.info} aria-labelledby="event-info-title">
      <h2 className="event-info__title" id="event-info-title">
        {t('event.info.title')}
      </h2>
      <div className="event-info__layout">
        <div className="event-info__lead">
          {lead ? (
            <figure className="event-info__trainer">
              {lead.image ? (
                <Picture images={lead.image} alt={lead.full_name} width={320} height={200} className="event-info__photo" />
              ) : null}
              <figcaption>
                <span className="event-info__trainer-name">{lead.full_name}</span>
                {lead.direction ? <span className="event-info__trainer-direction">{lead.direction}</span> : null}
              </figcaption>
            </figure>
          ) : null}
          <p className="event-info__price">
            <span className="visually-hidden">{t('event.info.price')}: </span>
            <EventPrice event={event} />
          </p>
        </div>
        <dl className="event-info__facts">
          <ForWhoFact html={event.for_who} />
          {location ? (
            <Fact term={t('event.info.location')}>
              {location}
              {address ? <span className="event-info__address">{address}</span> : null}
            </Fact>
          ) : null}
          <Fact term={t('event.info.format')}>{t(`events.format.${event.format}`)}</Fact>
          <Fact term={t('event.info.dates')}>
            {event.date_to ? (
              <>
                <DateTime value={event.date_from} format="event" timeZone={zone} /> —{' '}
                <DateTime value={event.date_to} format="event" timeZone={zone} />
              </>
            ) : (
              <DateTime value={event.date_from} format="event" timeZone={zone} />
            )}
          </Fact>
          {duration ? <Fact term={t('event.info.duration')}>{formatCount(intl, duration.unit, duration.count)}</Fact> : null}
          {event.age_restriction ? <Fact term={t('event.info.age')}>{t('event.age', { age: event.age_restriction })}</Fact> : null}
          <TrainersFact trainers={event.trainers} />
          {phone ? (
            <Fact term={t('event.info.manager_phone')}>
              <a className="event-info__phone" href={telHref(phone.phone)}>
                {phone.display}
              </a>
            </Fact>
          ) : null}
        </dl>
      </div>
      <TrainerPageLink trainer={lead} />
    </section>
  )
}
