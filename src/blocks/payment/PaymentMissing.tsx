import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { useT } from '../../i18n/intl'
import type { PaymentPageType } from '../../model/payment-page-types'
import type { OrderMissingReason } from './load-payment-page'
import { BackButton } from '../../components/BackButton'
import { CATALOGUE_PATHS } from './position-path'

/**
 * PAY-02, OQ-29: the order cannot be shown. An expired link (unpaid for more than a day) and an unknown one say
 * different things; both offer the way back and the catalogue of the order's kind.
 */
export function PaymentMissing({ type, reason }: { type: PaymentPageType; reason: OrderMissingReason }) {
  const t = useT()
  return (
    <section className="payment-page payment-missing" aria-labelledby="payment-title" data-reason={reason}>
      <BackButton fallback="/" />
      <h1 id="payment-title" className="payment-page__title">
        {t(`payment.missing.${reason}.title`)}
      </h1>
      <p className="payment-missing__text">{t(`payment.missing.${reason}.text`)}</p>
      <LocalizedLink to={CATALOGUE_PATHS[type]} className="button button--primary button--large">
        {t(`payment.missing.link.${type}`)}
      </LocalizedLink>
    </section>
  )
}
