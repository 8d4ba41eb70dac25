import { useNavigate } from '@tanstack/react-router'
import { DateTime } from '../components/DateTime'
import type { FormEvent } from 'react'
import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useLanguage, useLocalizedPath } from '../components/layout/use-language'
import { useT } from '../i18n/intl'
import type { ListResponse } from '../model/api'
import type { Currency } from '../model/currencies'
import { deskExportHref } from '../model/desk-exports'
import {
  DESK_ORDER_KINDS,
  DESK_ORDER_PROVIDERS,
  deskOrderCsvQuery,
  deskOrderPath,
  parseDeskOrderSearch,
  type DeskOrder,
  type DeskOrderItem,
  type DeskOrderSearch,
} from '../model/desk-orders'
import { formatMoney } from '../model/format-money'
import { STAFF_API_PREFIX } from '../model/staff-contract/endpoints'
import { ORDERS_CSV_PATH } from '../model/staff-contract/orders'
import { DeskPager } from './DeskPager'
import { DeskFilterSelect } from './DeskFilterSelect'
import { DeskDateRange } from './DeskDateRange'
import { DeskFilterActions } from './DeskFilterActions'
import { providerName } from './provider-name'
import './admin.css'
import { DeskFilterForm } from './DeskFilterForm'

/** A search as the address's query (strings), for links. */
function searchOf(search: DeskOrderSearch): Record<string, string> {
  return Object.fromEntries(Object.entries(search).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])))
}

/** The item filter's choices: each item by title (an event with its date); an item in the address but not listed, by its id. */
function itemOptions(items: DeskOrderItem[], chosen: string | undefined): { value: string; label: string }[] {
  const options = items.map((item) => ({ value: item.uuid, label: item.date ? `${item.title} · ${item.date}` : item.title }))
  return chosen && !items.some((item) => item.uuid === chosen) ? [{ value: chosen, label: chosen }, ...options] : options
}

/** /admin/orders (issue 41 "Orders"): every order of the filter in the address, a page at a time, and its CSV. */
export function DeskOrdersPage({ orders, items, search }: { orders: ListResponse<DeskOrder>; items: DeskOrderItem[]; search: DeskOrderSearch }) {
  const t = useT()
  const language = useLanguage()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  // Without JavaScript the form sends its GET itself; with it, the router changes the address without a reload.
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = Object.fromEntries(new FormData(event.currentTarget))
    // Another kind's items are others: its item filter starts empty.
    if (data.kind !== (search.kind ?? '')) delete data.item
    void navigate({ to: localize('/admin/orders'), search: searchOf(parseDeskOrderSearch(data)) })
  }
  const csv = deskExportHref(`${STAFF_API_PREFIX}${ORDERS_CSV_PATH}`, deskOrderCsvQuery(search), language)
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.orders.title')}</h1>
      <DeskFilterForm shows={search} action={localize('/admin/orders')} onSubmit={filter} aria-label={t('admin.orders.filters')}>
        <label className="field">
          <span className="field__label">{t('admin.orders.search')}</span>
          <input className="field__control" type="search" name="q" defaultValue={search.q ?? ''} maxLength={100} />
        </label>
        <DeskFilterSelect
          label={t('admin.orders.kind')}
          name="kind"
          value={search.kind}
          anyLabel={t('admin.orders.any')}
          options={DESK_ORDER_KINDS.map((kind) => ({ value: kind, label: t(`admin.orders.kinds.${kind}`) }))}
        />
        {search.kind ? (
          <DeskFilterSelect label={t('admin.orders.item')} name="item" value={search.item} anyLabel={t('admin.orders.any')} options={itemOptions(items, search.item)} />
        ) : null}
        <DeskFilterSelect
          label={t('admin.orders.paid_state')}
          name="paid"
          value={search.paid}
          anyLabel={t('admin.orders.any')}
          options={[
            { value: 'yes', label: t('admin.orders.paid') },
            { value: 'no', label: t('admin.orders.unpaid') },
          ]}
        />
        <DeskFilterSelect
          label={t('admin.orders.provider')}
          name="provider"
          value={search.provider}
          anyLabel={t('admin.orders.any')}
          options={DESK_ORDER_PROVIDERS.map((provider) => ({ value: provider, label: providerName(t, provider) }))}
        />
        <DeskDateRange from={search.from} to={search.to} />
        <DeskFilterActions clearTo="/admin/orders" />
      </DeskFilterForm>
      <div className="admin-list-bar">
        <p>{t('admin.orders.count', { count: orders.meta.count })}</p>
        <a className="button button--outline" href={csv} download>
          {t('admin.orders.csv')}
        </a>
      </div>
      <ul className="admin-cards">
        {orders.rows.map((order) => (
          <li key={order.uuid}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <DeskPager path="/admin/orders" search={searchOf(search)} meta={orders.meta} by="page" />
    </div>
  )
}

function OrderCard({ order }: { order: DeskOrder }) {
  const t = useT()
  const language = useLanguage()
  const titleId = `order-${order.uuid}`
  return (
    <article className="admin-card" aria-labelledby={titleId}>
      <h2 className="admin-card__title" id={titleId}>
        <LocalizedLink to={deskOrderPath(order)}>{t('admin.orders.number', { number: order.number })}</LocalizedLink>
        <span className={order.is_paid ? 'admin-badge admin-badge--paid' : 'admin-badge admin-badge--unpaid'}>{t(order.is_paid ? 'admin.orders.paid' : 'admin.orders.unpaid')}</span>
      </h2>
      <p className="admin-card__meta">
        {t(`admin.orders.kinds.${order.kind}`)} · {order.item_title}
      </p>
      <p className="admin-card__meta">
        {order.client_name} · {order.client_email} · {order.client_phone}
      </p>
      <p className="admin-card__meta">
        <strong>{formatMoney(language, order.price_amount, order.price_currency as Currency)}</strong> ·{' '}
        <DateTime value={order.created} format="event" />
      </p>
    </article>
  )
}
