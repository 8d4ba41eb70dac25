import { DateTime } from '../../components/DateTime'
import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { Money } from '../../components/Money'
import { useT } from '../../i18n/intl'
import { isCurrency } from '../../model/currencies'
import type { AccountOrder } from '../../model/entities/users'
import { AccountBlock } from './AccountBlock'

/** Issue 28 §4: the user's orders of every kind, newest first, with their payment state and payment page. */
export function MyOrders({ orders }: { orders: readonly AccountOrder[] }) {
  const t = useT()
  return (
    <AccountBlock id="account-orders-title" title={t('account.orders.title')} className="account-orders">
      {orders.length === 0 ? (
        <p className="account-block__note">{t('account.orders.empty')}</p>
      ) : (
        <ul className="account-orders__list">
          {orders.map((order) => (
            <li key={`${order.kind}-${order.uuid}`} className="account-order">
              <p className="account-order__kind">
                {t(`account.orders.kind.${order.kind}`)} · {t('account.orders.number', { number: order.number })}
              </p>
              <p className="account-order__title">{order.title}</p>
              <p className="account-order__meta">
                <DateTime value={order.created} />
                <span className="account-order__amount">
                  {isCurrency(order.currency) ? <Money amount={order.amount} currency={order.currency} /> : null}
                </span>
                <span className={`account-order__state${order.paid ? ' account-order__state--paid' : ''}`}>
                  {t(order.paid ? 'account.orders.paid' : 'account.orders.awaiting')}
                </span>
              </p>
              <LocalizedLink to={order.payment_path} className="account-order__link">
                {t(order.paid ? 'account.orders.open' : 'account.orders.pay')}
                <span className="visually-hidden"> {t('account.orders.number', { number: order.number })}</span>
              </LocalizedLink>
              {order.ticket_path ? (
                // The ticket is a page of the Worker, outside the app's router (issue 44).
                <a href={order.ticket_path} className="account-order__link account-order__ticket">
                  {t('account.orders.ticket')}
                  <span className="visually-hidden"> {t('account.orders.number', { number: order.number })}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </AccountBlock>
  )
}
