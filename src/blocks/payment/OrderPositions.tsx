import { Picture } from '../../components/Picture'
import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { useT } from '../../i18n/intl'
import type { OrderPosition } from '../../model/entities/orders'
import { needsDelivery } from '../../model/order-rules'
import { positionPath } from './position-path'

/**
 * PAY-07, OQ-44: each bought event, product or course with its image, title and a subtitle of the option and the
 * quantity; under products that are not electronic, that a manager arranges their delivery.
 */
export function OrderPositions({ positions }: { positions: OrderPosition[] }) {
  const t = useT()
  return (
    <section className="payment-positions" aria-labelledby="payment-positions-title">
      <h2 id="payment-positions-title" className="payment-section__title">
        {t('payment.positions.title')}
      </h2>
      <ul className="payment-positions__list">
        {positions.map((position, index) => {
          const path = positionPath(position)
          return (
            <li key={`${index}-${position.option_title ?? ''}`} className="payment-position">
              <div className="payment-position__image">
                {position.image ? <Picture images={position.image} alt="" width={160} height={106} /> : null}
              </div>
              <div className="payment-position__body">
                {path ? (
                  <LocalizedLink to={path} className="payment-position__title">
                    {position.title}
                  </LocalizedLink>
                ) : (
                  <span className="payment-position__title">{position.title}</span>
                )}
                <p className="payment-position__subtitle">
                  {[position.option_title, t('payment.positions.quantity', { count: position.quantity })]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
      {needsDelivery(positions) ? <p className="payment-positions__note">{t('payment.positions.delivery')}</p> : null}
    </section>
  )
}
