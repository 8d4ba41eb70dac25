import { useRouter } from '@tanstack/react-router'
import { DateTime } from '../components/DateTime'
import { Fragment } from 'react'
import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useLanguage } from '../components/layout/use-language'
import { useT } from '../i18n/intl'
import type { Currency } from '../model/currencies'
import type { DeskOrderDetail } from '../model/desk-orders'
import { formatMoney } from '../model/format-money'
import { DeskNoteForm } from './DeskNoteForm'
import { TechnicalNote } from './TechnicalNote'
import { providerName } from './provider-name'
import { useDeskAction } from './desk-action'
import type { StaffClient } from './staff-client'
import './admin.css'

/** /admin/orders/{kind}/{id} (issue 41 "Orders"): one order, its payment attempts and notifications; "paid offline". */
export function DeskOrderPage({ staff, detail }: { staff: StaffClient; detail: DeskOrderDetail }) {
  const t = useT()
  const language = useLanguage()
  const { order } = detail
  const money = (amount: number, currency: string) => formatMoney(language, amount, currency as Currency)
  return (
    <div className="admin-page container">
      <p>
        <LocalizedLink to="/admin/orders">{t('admin.orders.back')}</LocalizedLink>
      </p>
      <h1 className="admin-page__title">
        {t('admin.orders.number', { number: order.number })}{' '}
        <span className={order.is_paid ? 'admin-badge admin-badge--paid' : 'admin-badge admin-badge--unpaid'}>{t(order.is_paid ? 'admin.orders.paid' : 'admin.orders.unpaid')}</span>
      </h1>
      <dl className="admin-facts">
        <dt>{t('admin.orders.kind')}</dt>
        <dd>{t(`admin.orders.kinds.${order.kind}`)}</dd>
        <dt>{t('admin.orders.item')}</dt>
        <dd>
          <LocalizedLink to="/admin/orders" search={{ kind: order.kind, item: order.item_uuid }}>
            {order.item_title}
          </LocalizedLink>
          {order.kind === 'events' ? (
            <>
              {' · '}
              <LocalizedLink to={`/admin/events/${order.item_uuid}/options`}>{t('admin.orders.event_options')}</LocalizedLink>
            </>
          ) : null}
        </dd>
        {order.option_uuid ? (
          <>
            <dt>{t('admin.orders.option')}</dt>
            <dd>{order.option_title ?? order.option_uuid}</dd>
          </>
        ) : null}
        <dt>{t('admin.orders.buyer')}</dt>
        <dd>
          {order.client_name} · <a href={`mailto:${order.client_email}`}>{order.client_email}</a> · <a href={`tel:${order.client_phone}`}>{order.client_phone}</a>
          {order.city ? ` · ${order.city}` : ''}
        </dd>
        <dt>{t('admin.orders.amount')}</dt>
        <dd>
          {money(order.price_amount, order.price_currency)}
          {order.currency !== order.price_currency ? ` · ${t('admin.orders.chosen_currency', { currency: t(`admin.content.currency.${order.currency}`) })}` : ''}
        </dd>
        <dt>{t('admin.orders.created')}</dt>
        <dd><DateTime value={order.created} format="event" /></dd>
        {order.paid_at ? (
          <>
            <dt>{t('admin.orders.paid_at')}</dt>
            <dd>{order.paid_at ? <DateTime value={order.paid_at} format="event" /> : null}</dd>
          </>
        ) : null}
      </dl>
      {order.is_paid ? null : <PaidOffline staff={staff} detail={detail} />}
      <h2>{t('admin.orders.attempts')}</h2>
      {detail.payments.length === 0 ? <p>{t('admin.orders.no_attempts')}</p> : null}
      <ul className="admin-cards">
        {detail.payments.map((payment) => (
          <li key={payment.uuid} className="admin-card">
            <p className="admin-card__title">
              {providerName(t, payment.provider)} · <span className="admin-badge">{t(`admin.orders.payment_status.${payment.status}`)}</span>
            </p>
            <p className="admin-card__meta">
              {money(payment.amount, payment.currency)} · <DateTime value={payment.created} format="event" />
              {payment.provider_payment_id ? ` · ${payment.provider_payment_id}` : ''}
            </p>
            {detail.refunds
              .filter((refund) => refund.payment_uuid === payment.uuid)
              .map((refund) => (
                <Fragment key={refund.payment_uuid}>
                  <p className="admin-card__meta">{t('admin.orders.refund', { reason: t(`admin.orders.refund_reasons.${refund.reason}`) })}</p>
                  <TechnicalNote note={refund.staff_note} />
                </Fragment>
              ))}
          </li>
        ))}
      </ul>
      <h2>{t('admin.orders.notifications')}</h2>
      {detail.notifications.length === 0 ? <p>{t('admin.orders.no_notifications')}</p> : null}
      <ul className="admin-cards">
        {detail.notifications.map((notification, index) => (
          <li key={index} className="admin-card">
            <p className="admin-card__meta">
              <DateTime value={notification.received} format="event" /> · {providerName(t, notification.provider)} ·{' '}
              <strong>{t(`admin.orders.notification_outcomes.${notification.outcome}`)}</strong>
            </p>
            <p className="admin-card__meta">{t('admin.orders.notification_event', { event: notification.event })}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** "Paid offline" with a required reason; the server asks for the authenticator's code again (a sensitive action). */
function PaidOffline({ staff, detail }: { staff: StaffClient; detail: DeskOrderDetail }) {
  const t = useT()
  const router = useRouter()
  const params = { kind: detail.order.kind, id: detail.order.uuid }
  const mark = useDeskAction(staff, (reason: string) => staff.markOrderPaidOffline({ params, body: { reason } }), () => router.invalidate())
  return (
    <section className="admin-panel" aria-labelledby="paid-offline">
      <h2 id="paid-offline">{t('admin.orders.paid_offline')}</h2>
      <p>{t('admin.orders.paid_offline_text')}</p>
      <DeskNoteForm action={mark} name="reason" label={t('admin.orders.paid_offline_reason')} submitLabel={t('admin.orders.mark_paid')} maxLength={500} multiline />
    </section>
  )
}
