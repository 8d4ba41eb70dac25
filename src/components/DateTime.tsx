import { useIntl } from '../i18n/intl'
import {
  eventMoment,
  formatDate,
  formatMoment,
  formatShortDate,
  machineDateTime,
  type DateInput,
} from '../i18n/format'
import { DEFAULT_TIME_ZONE } from '../model/time-zones'

/**
 * How a moment is shown (I18N-08, EVENT-07, OQ-21):
 * - `date`: DD.MM.YYYY (the default — publication dates and the like);
 * - `event-date`: DD.MM.YY;
 * - `event-time`: HH:mm with the zone label (`19:00 МСК`);
 * - `event`: DD.MM.YY HH:mm with the zone label.
 */
export type DateTimeFormat = 'date' | 'event-date' | 'event-time' | 'event'

export interface DateTimeProps {
  value: DateInput
  format?: DateTimeFormat
  /** IANA zone: the event city's, otherwise Europe/Moscow (OQ-21). */
  timeZone?: string
  className?: string
}

/** A date or time in a `<time>` element whose `dateTime` carries the machine-readable value. */
export function DateTime({ value, format = 'date', timeZone = DEFAULT_TIME_ZONE, className }: DateTimeProps) {
  const intl = useIntl()
  let text: string
  switch (format) {
    case 'event-date':
      text = formatShortDate(value, timeZone)
      break
    case 'event-time': {
      const { time, zone } = eventMoment(intl, value, timeZone)
      text = `${time} ${zone}`
      break
    }
    case 'event':
      text = formatMoment(intl, value, timeZone)
      break
    default:
      text = formatDate(value, timeZone)
  }
  return (
    <time dateTime={machineDateTime(value)} className={className}>
      {text}
    </time>
  )
}
