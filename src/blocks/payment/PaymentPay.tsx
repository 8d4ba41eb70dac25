import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import { paymentButtonMachine } from '../../../machines/payment-button.machine'
import { paymentPickerMachine } from '../../../machines/payment-picker.machine'
import { paymentTotalMachine } from '../../../machines/payment-total.machine'
import { useToast } from '../../components/app-providers'
import { useAppMachine } from '../../components/use-app-machine'
import { useT } from '../../i18n/intl'
import type { OrderEntity } from '../../model/entities/orders'
import { SEAT_HOLD_LIMIT_MINUTES, SEAT_HOLD_MINUTES } from '../../model/event-seats'
import type { PaymentPageType } from '../../model/payment-page-types'
import { BackButton } from '../../components/BackButton'
import { OrderContacts } from './OrderContacts'
import { OrderPositions } from './OrderPositions'
import type { OrderCalls } from './order-calls'
import { calculateActor, createPaymentActor, loadMethodsActor } from './payment-actors'
import { PaymentMethodPicker } from './PaymentMethodPicker'
import { PaymentTotal } from './PaymentTotal'
import { CATALOGUE_PATHS, positionPath } from './position-path'

interface PaymentPayProps {
  type: PaymentPageType
  calls: OrderCalls
  order: OrderEntity
  /** OQ-28: the visitor came back from a payment that did not go through. */
  failed: boolean
}

/**
 * PAY-06…15, OQ-28: the unpaid order — the notice of a failed payment, the back button, the contacts, the method
 * and currency picker, the positions, the total for the chosen currency and the pay button with its inline error.
 */
export function PaymentPay({ type, calls, order, failed }: PaymentPayProps) {
  const t = useT()
  const toast = useToast()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const [machines] = useState(() => ({
    picker: paymentPickerMachine.provide({ actors: { loadMethods: loadMethodsActor(api) } }),
    total: paymentTotalMachine.provide({ actors: { calculate: calculateActor(calls, order.uuid) } }),
    button: paymentButtonMachine.provide({
      actors: { createPayment: createPaymentActor(calls, order.uuid) },
      actions: {
        goToInvoice: ({ context }) => window.location.assign(context.invoiceUrl!),
        notifyNoResponse: () => toast('error', t('errors.internal_short')),
      },
    }),
  }))
  const [picker, sendPicker] = useAppMachine(machines.picker, { input: { storedCurrency: order.currency } })
  const [total, sendTotal] = useAppMachine(machines.total)
  const [button, sendButton] = useAppMachine(machines.button)
  const { method, currency } = picker.context
  const ready = picker.matches('ready')

  // PAY-11: the total follows the selected currency once the method list is known.
  useEffect(() => {
    if (ready) sendTotal({ type: 'total.load', currency })
  }, [ready, currency, sendTotal])

  const busy = button.matches('performing') || button.matches('redirecting')
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    sendButton({ type: 'pay.submit', method, currency })
  }
  const firstPosition = order.positions[0]

  return (
    <section className="payment-page payment-pay" aria-labelledby="payment-title">
      <BackButton fallback={(firstPosition && positionPath(firstPosition)) ?? CATALOGUE_PATHS[type]} />
      {failed ? (
        <div className="form-panel form-panel--error payment-pay__failed" role="alert">
          <p className="form-panel__title">{t('payment.failed_notice.title')}</p>
          <p>{t('payment.failed_notice.text')}</p>
        </div>
      ) : null}
      <h1 id="payment-title" className="payment-page__title">
        {t('payment.pay.title', { number: order.number })}
      </h1>
      <div className="payment-pay__grid">
        <div className="payment-pay__main">
          <OrderContacts order={order} />
          {order.seat_held_until ? <p className="payment-pay__seat-hold">{t('payment.pay.seat_hold', { minutes: SEAT_HOLD_MINUTES, limit: SEAT_HOLD_LIMIT_MINUTES })}</p> : null}
          <form className="payment-pay__form" noValidate onSubmit={onSubmit} aria-busy={busy}>
            <PaymentMethodPicker snapshot={picker} send={sendPicker} />
            <PaymentTotal snapshot={total} />
            <button type="submit" className="button button--primary button--large button--block" disabled={!ready} aria-disabled={busy}>
              {busy ? t('payment.pay.performing') : t('payment.pay.button')}
            </button>
            {button.matches('failed') ? (
              <p className="field__error payment-pay__error" role="alert">
                {t('errors.internal_short')}
              </p>
            ) : null}
          </form>
        </div>
        <div className="payment-pay__aside">
          <OrderPositions positions={order.positions} />
        </div>
      </div>
    </section>
  )
}
