import { useT } from '../../i18n/intl'
import { CURRENCY_LABELS, MINOR_UNITS_PER_MAJOR } from '../../model/currencies'
import type { EventListItem } from '../../model/entities/events'
import { eventPrice, type EventPriceSource } from '../../model/event-rules'
import { useLanguage } from '../../components/layout/use-language'
import type { Language } from '../../model/languages'

/**
 * An amount in minor units as text, grouped by thousands the same way on the server and in the browser (no
 * dependence on the runtime's locale data): `12 500 руб.`, `1,250.50 $`.
 */
export function formatAmount(language: Language, minor: number, currency: EventListItem['currency']): string {
  const major = minor / MINOR_UNITS_PER_MAJOR
  const [whole = '0', fraction] = major.toFixed(Number.isInteger(major) ? 0 : 2).split('.')
  const groupSeparator = language === 'en' ? ',' : '\u202f'
  const decimalSeparator = language === 'en' ? '.' : ','
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator)
  return `${grouped}${fraction ? decimalSeparator + fraction : ''}\u00a0${CURRENCY_LABELS[currency]}`
}

/** EVENT-05: the event's price, 'from' the lowest when there are several options; free when it costs nothing. */
export function EventPrice({ event, className }: { event: EventPriceSource; className?: string }) {
  const t = useT()
  const language = useLanguage()
  const price = eventPrice(event)
  const text =
    price.amount === 0
      ? t('cards.event.free')
      : price.from
        ? t('cards.event.price_from', { price: formatAmount(language, price.amount, price.currency) })
        : formatAmount(language, price.amount, price.currency)
  return <span className={className}>{text}</span>
}
