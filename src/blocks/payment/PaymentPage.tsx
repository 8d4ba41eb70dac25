import { Logo } from '../../components/layout/Logo'
import type { PaymentPageData } from './load-payment-page'
import type { PaymentSearch } from './payment-search'
import { OrderPayment } from './OrderPayment'
import { PaymentMissing } from './PaymentMissing'

/**
 * The payment page's frame (ROUTE-14: no site header, so the logo leads home) around its view: the not-found view
 * (PAY-02) or the order's payment (PAY-04…15).
 */
export function PaymentPage({ data, search }: { data: PaymentPageData; search: PaymentSearch }) {
  return (
    <div className="payment-shell container">
      <div className="payment-shell__brand">
        <Logo />
      </div>
      {data.view === 'missing' ? (
        <PaymentMissing type={data.type} reason={data.reason} />
      ) : (
        <OrderPayment
          key={`${data.type}|${data.accessCode}|${search.check_mode ?? 0}|${search.fail ?? 0}`}
          type={data.type}
          accessCode={data.accessCode}
          order={data.order}
          checkMode={search.check_mode === 1}
          failed={search.fail === 1}
        />
      )}
    </div>
  )
}
