import { useIntl, useT } from '../../i18n/intl'
import { formatMoney } from '../../model/format-money'
import { eventPrice, type EventPriceSource } from '../../model/event-rules'
import type { Language } from '../../model/languages'
import { Money } from '../Money'

/** EVENT-05: the event's price, 'from' the lowest when there are several options; free when it costs nothing. */
export function EventPrice({ event, className }: { event: EventPriceSource; className?: string }) {
  const t = useT()
  const language = useIntl().locale as Language
  const price = eventPrice(event)
  return (
    <span className={className}>
      {price.amount === 0 ? (
        t('cards.event.free')
      ) : price.from ? (
        t('cards.event.price_from', { price: formatMoney(language, price.amount, price.currency) })
      ) : (
        <Money amount={price.amount} currency={price.currency} />
      )}
    </span>
  )
}
