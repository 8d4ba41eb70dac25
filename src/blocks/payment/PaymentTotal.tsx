import type { SnapshotFrom } from 'xstate'
import type { paymentTotalMachine } from '../../../machines/payment-total.machine'
import { useT } from '../../i18n/intl'
import { Money } from '../../components/Money'

/** PAY-11: the total to pay in the chosen currency, a loader while it is calculated, empty when that failed. */
export function PaymentTotal({ snapshot }: { snapshot: SnapshotFrom<typeof paymentTotalMachine> }) {
  const t = useT()
  const { amount, currency } = snapshot.context
  const loading = snapshot.matches('loading')
  return (
    <p className="payment-total" aria-live="polite" aria-busy={loading}>
      <span className="payment-total__label">{t('payment.total.label')}</span>
      <span className="payment-total__amount" data-state={String(snapshot.value)}>
        {loading ? (
          <>
            <span className="payment-spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('payment.total.loading')}</span>
          </>
        ) : amount !== null && currency ? (
          <Money amount={amount} currency={currency} />
        ) : null}
      </span>
    </p>
  )
}
