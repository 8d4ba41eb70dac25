import { useT } from '../../i18n/intl'
import type { OrderEntity } from '../../model/entities/orders'

const CONTACT_FIELDS = [
  { key: 'client_name', label: 'payment.contacts.name' },
  { key: 'client_phone', label: 'payment.contacts.phone' },
  { key: 'client_email', label: 'payment.contacts.email' },
] as const

/** PAY-06: the order's contacts, each only when present. */
export function OrderContacts({ order }: { order: Pick<OrderEntity, 'client_name' | 'client_phone' | 'client_email'> }) {
  const t = useT()
  const present = CONTACT_FIELDS.filter((field) => order[field.key].trim() !== '')
  if (present.length === 0) return null
  return (
    <section className="payment-contacts" aria-labelledby="payment-contacts-title">
      <h2 id="payment-contacts-title" className="payment-section__title">
        {t('payment.contacts.title')}
      </h2>
      <dl className="payment-contacts__list">
        {present.map((field) => (
          <div key={field.key} className="payment-contacts__item">
            <dt>{t(field.label)}</dt>
            <dd>{order[field.key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
