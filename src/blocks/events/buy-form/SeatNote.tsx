import { useT } from '../../../i18n/intl'
import type { PriceOption } from '../../../model/entities/events'
import { seatAvailability } from '../../../model/event-seats'

/** Issue 44 "Seats", BE-15: "sold out" or "N seats left" of an option with few seats; nothing otherwise. */
export function SeatNote({ option }: { option: Pick<PriceOption, 'seats_left'> }) {
  const t = useT()
  const availability = seatAvailability(option.seats_left ?? null)
  if (availability === 'sold_out') return <span className="seat-note seat-note--sold-out">{t('events.seats.sold_out')}</span>
  if (availability === 'few') return <span className="seat-note seat-note--few">{t('events.seats.few', { count: option.seats_left ?? 0 })}</span>
  return null
}

/** Whether an option can be ordered now (not sold out). */
export const orderable = (option: Pick<PriceOption, 'seats_left'>) => seatAvailability(option.seats_left ?? null) !== 'sold_out'
