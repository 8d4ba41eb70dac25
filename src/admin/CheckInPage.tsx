import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useLanguage } from '../components/layout/use-language'
import { useT } from '../i18n/intl'
import { eventStart, type CheckInEvent } from '../model/check-in'
import { DoorCheckIn } from './DoorCheckIn'
import type { CheckInData } from './load-check-in'
import type { StaffClient } from './staff-client'
import './admin.css'
import './check-in.css'

/** /admin/check-in (issue 44): the events to check tickets in for (soonest first), or the chosen event's door. */
export function CheckInPage({ staff, data, me }: { staff: StaffClient; data: CheckInData; me: string }) {
  return data.kind === 'door' ? <DoorCheckIn key={data.list.event.uuid} staff={staff} list={data.list} me={me} /> : <EventChoice events={data.events} />
}

function EventChoice({ events }: { events: CheckInEvent[] }) {
  const t = useT()
  const language = useLanguage()
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.check_in.title')}</h1>
      <p>{t('admin.check_in.choose')}</p>
      {events.length === 0 ? <p>{t('admin.check_in.none')}</p> : null}
      <ul className="door-events">
        {events.map((event) => (
          <li key={event.uuid}>
            <LocalizedLink className="door-events__link" to="/admin/check-in" search={{ event: event.uuid }}>
              <span className="door-events__title">{event.title}</span>
              <span className="door-events__meta">
                {eventStart(event, language)}
                {event.city ? ` · ${event.city}` : ''}
              </span>
              <span className="door-events__meta">{t('admin.check_in.count', { checked: event.checked_in, sold: event.sold })}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
