import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { paymentPageMachine } from '../../../machines/payment-page.machine'
import { useAppMachine } from '../../components/use-app-machine'
import { useT } from '../../i18n/intl'
import type { OrderEntity } from '../../model/entities/orders'
import type { PaymentPageType } from '../../model/payment-page-types'
import { orderCalls } from './order-calls'
import { readOrderActor } from './payment-actors'
import { PaymentPay } from './PaymentPay'
import { PaymentSeatSold } from './PaymentSeatSold'
import { PaymentThanks } from './PaymentThanks'
import { useWholeCatalogue } from '../../i18n/use-whole-catalogue'

interface OrderPaymentProps {
  type: PaymentPageType
  accessCode: string
  order: OrderEntity
  checkMode: boolean
  failed: boolean
}

/**
 * PAY-01, PAY-04, PAY-05: the payment page of an order of any kind (the calls of `type`), driven by machines/payment-page.machine.ts — the check-mode loader
 * while the provider's answer is awaited, then the thank-you view or the pay view.
 */
export function OrderPayment({ type, accessCode, order, checkMode, failed }: OrderPaymentProps) {
  const t = useT()
  useWholeCatalogue()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const [calls] = useState(() => orderCalls(api, type))
  const [machine] = useState(() => paymentPageMachine.provide({ actors: { readOrder: readOrderActor(calls, accessCode) } }))
  const [snapshot] = useAppMachine(machine, { input: { order, checkMode } })
  const current = snapshot.context.order

  if (snapshot.matches('checking')) {
    return (
      <section className="payment-page payment-checking" aria-labelledby="payment-title" aria-busy="true">
        <span className="payment-spinner payment-spinner--large" aria-hidden="true" />
        <h1 id="payment-title" className="payment-page__title" role="status">
          {t('payment.checking')}
        </h1>
      </section>
    )
  }
  if (snapshot.matches('paid')) return <PaymentThanks order={current} />
  if (snapshot.matches('seatSold')) return <PaymentSeatSold order={current} />
  return <PaymentPay type={type} calls={calls} order={current} failed={failed} />
}
