import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { useT } from '../../i18n/intl'
import type { OrderEntity } from '../../model/entities/orders'
import { OrderPositions } from './OrderPositions'

/**
 * Issue 44 (BE-15): the payment arrived after the seat hold ended and the last seat was sold meanwhile. Said plainly:
 * the payment is recorded, there is no ticket, and staff will refund it or find a place.
 */
export function PaymentSeatSold({ order }: { order: OrderEntity }) {
  const t = useT()
  return (
    <section className="payment-page payment-seat-sold" aria-labelledby="payment-title">
      <h1 id="payment-title" className="payment-page__title" tabIndex={-1}>
        {t('payment.seat_sold.title')}
      </h1>
      <p role="status">{t('payment.seat_sold.text', { number: order.number })}</p>
      <OrderPositions positions={order.positions} />
      <LocalizedLink to="/" className="button button--outline button--large">
        {t('payment.thanks.home')}
      </LocalizedLink>
    </section>
  )
}
