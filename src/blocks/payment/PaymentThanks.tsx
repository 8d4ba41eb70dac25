import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { Money } from '../../components/Money'
import { useT } from '../../i18n/intl'
import type { OrderEntity } from '../../model/entities/orders'
import { FIND_ORDERS_PATH } from '../../model/find-orders-path'
import { OrderPositions } from './OrderPositions'

/** What was charged: the succeeded payment's amount, else the order's total. */
function paidTotal(order: OrderEntity): { amount: number; currency: OrderEntity['currency'] } {
  const succeeded = order.payments.find((payment) => payment.status === 'SUCCEEDED')
  return succeeded ? { amount: succeeded.amount, currency: succeeded.currency } : { amount: order.total, currency: order.total_currency }
}

/** PAY-05, PAY-07, OQ-29: the paid order — thanks, the positions, the total paid and the way home. */
export function PaymentThanks({ order }: { order: OrderEntity }) {
  const t = useT()
  const total = paidTotal(order)
  return (
    <section className="payment-page payment-thanks" aria-labelledby="payment-title">
      <div className="payment-thanks__head">
        <span className="payment-thanks__mark" aria-hidden="true">
          ✓
        </span>
        <h1 id="payment-title" className="payment-page__title" tabIndex={-1}>
          {t('payment.thanks.title')}
        </h1>
        <p>{t('payment.thanks.text', { number: order.number })}</p>
      </div>
      <OrderPositions positions={order.positions} />
      <p className="payment-total">
        <span className="payment-total__label">{t('payment.total.paid')}</span>
        <span className="payment-total__amount"><Money amount={total.amount} currency={total.currency} /></span>
      </p>
      {order.ticket_path ? (
        <p className="payment-thanks__ticket">
          {t('payment.thanks.ticketNote')}{' '}
          {/* The ticket is a page of the Worker, outside the app's router. */}
          <a href={order.ticket_path} className="button button--primary button--large" data-ticket-link>
            {t('payment.thanks.ticket')}
          </a>
        </p>
      ) : null}
      <p className="payment-thanks__find">
        <LocalizedLink to={FIND_ORDERS_PATH}>{t('orders.find.title')}</LocalizedLink>
      </p>
      <LocalizedLink to="/" className={order.ticket_path ? 'button button--outline button--large' : 'button button--primary button--large'}>
        {t('payment.thanks.home')}
      </LocalizedLink>
    </section>
  )
}
