import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { MessengerLinks } from '../../components/layout/MessengerLinks'
import { PhoneList } from '../../components/layout/PhoneList'
import { telHref } from '../../components/layout/phones'
import { useShellData } from '../../components/layout/use-shell-data'
import { formatShortDate } from '../../i18n/format'
import { useT } from '../../i18n/intl'
import type { EventEntity } from '../../model/entities/events'
import { bookingOffice, eventEnd, eventTimeZone } from '../../model/event-rules'
import { useLanguage } from '../../components/layout/use-language'
import { EVENT_BLOCK_IDS } from './event-blocks'
import { formatAmount } from './EventPrice'

/**
 * The booking block that 'buy' scrolls to (EVENT-02). The buy form arrives with the ordering issue; until then the
 * block tells how to book: the event's options with prices, the manager of the event city's office (OQ-04) or
 * the main phones, and the messengers — never a dead end.
 */
function BookingNotice({ event }: { event: EventEntity }) {
  const t = useT()
  const language = useLanguage()
  const { contacts } = useShellData()
  const office = contacts ? bookingOffice(contacts.offices, event) : null
  return (
    <>
      <h2 className="event-booking__title" id="event-booking-title">
        {t('event.booking.title')}
      </h2>
      <p className="event-booking__text">{t('event.booking.text')}</p>
      {event.options.length > 0 ? (
        <div className="event-booking__options">
          <h3 className="event-booking__subtitle">{t('event.booking.options')}</h3>
          <ul className="event-booking__option-list">
            {event.options.map((option) => (
              <li key={option.uuid} className="event-booking__option">
                <span>{option.title}</span>
                <span className="event-booking__option-price">
                  {option.old_price ? <s>{formatAmount(language, option.old_price, event.currency)}</s> : null}{' '}
                  {formatAmount(language, option.price, event.currency)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="event-booking__contacts">
        {office && event.city ? (
          <p className="event-booking__office">
            {t('event.booking.office', { city: event.city.title })}: <a href={telHref(office.phone)}>{office.phone}</a>
          </p>
        ) : null}
        {contacts ? (
          <>
            <PhoneList phones={contacts.phones} className="event-booking__phones" />
            <MessengerLinks messengers={contacts.messengers} />
          </>
        ) : null}
        <LocalizedLink to="/contacts" className="event-booking__all-contacts">
          {t('event.booking.contacts')}
        </LocalizedLink>
      </div>
    </>
  )
}

/** EVENT-11: a past event shows the date it took place (DD.MM.YY), a subtitle and the way back to the list. */
function UnavailableNotice({ event }: { event: EventEntity }) {
  const t = useT()
  return (
    <>
      <h2 className="event-booking__title" id="event-booking-title">
        {t('event.unavailable.title', { date: formatShortDate(eventEnd(event), eventTimeZone(event)) })}
      </h2>
      <p className="event-booking__text">{t('event.unavailable.subtitle')}</p>
      <LocalizedLink to="/events" className="button button--primary">
        {t('event.unavailable.back')}
      </LocalizedLink>
    </>
  )
}

export function EventBooking({ event, purchasable }: { event: EventEntity; purchasable: boolean }) {
  return (
    <section
      className={`event-booking container${purchasable ? '' : ' event-booking--unavailable'}`}
      id={EVENT_BLOCK_IDS.booking}
      aria-labelledby="event-booking-title"
    >
      <div className="event-booking__card">
        {purchasable ? <BookingNotice event={event} /> : <UnavailableNotice event={event} />}
      </div>
    </section>
  )
}
