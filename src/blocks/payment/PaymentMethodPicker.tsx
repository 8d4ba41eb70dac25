import type { SnapshotFrom } from 'xstate'
import type { PaymentPickerEvent, paymentPickerMachine } from '../../../machines/payment-picker.machine'
import { useT } from '../../i18n/intl'

interface PaymentMethodPickerProps {
  snapshot: SnapshotFrom<typeof paymentPickerMachine>
  send: (event: PaymentPickerEvent) => void
}

/**
 * PAY-08…10, BE-31, OQ-26, OQ-27: the methods as the server offers them, as radio buttons with their pictures and
 * texts, then the currencies of the chosen method, and a note when the currency had to change. Driven by
 * machines/payment-picker.machine.ts.
 */
export function PaymentMethodPicker({ snapshot, send }: PaymentMethodPickerProps) {
  const t = useT()
  const { methods, method, currency, switchedFrom } = snapshot.context

  if (snapshot.matches('loading')) {
    return (
      <p className="payment-picker__status" role="status">
        <span className="payment-spinner" aria-hidden="true" /> {t('payment.method.loading')}
      </p>
    )
  }
  if (snapshot.matches('failed')) {
    return (
      <div className="payment-picker__status" role="alert">
        <p>{t('payment.method.failed')}</p>
        <button type="button" className="button button--outline" onClick={() => send({ type: 'picker.retry' })}>
          {t('payment.method.retry')}
        </button>
      </div>
    )
  }
  if (snapshot.matches('empty') || !method) {
    return (
      <p className="payment-picker__status" role="alert">
        {t('payment.method.empty')}
      </p>
    )
  }

  const currencies = methods.find((entry) => entry.method === method)?.currencies ?? []
  return (
    <div className="payment-picker">
      <fieldset className="payment-picker__methods">
        <legend className="payment-section__title">{t('payment.method.title')}</legend>
        {methods.map((info) => (
          <label key={info.method} className="payment-method" data-method={info.method}>
            {/* The method's name is the radio's name; its text describes it (PAY-09). */}
            <input
              type="radio"
              name="payment_method"
              value={info.method}
              checked={info.method === method}
              aria-labelledby={`payment-method-${info.method}`}
              aria-describedby={`payment-method-${info.method}-text`}
              onChange={() => send({ type: 'picker.method', method: info.method })}
            />
            <img className="payment-method__image" src={info.image} alt="" width={96} height={32} loading="lazy" />
            <span className="payment-method__body">
              <span className="payment-method__title" id={`payment-method-${info.method}`}>
                {info.title}
              </span>
              <span className="payment-method__text" id={`payment-method-${info.method}-text`}>
                {info.description}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="payment-picker__currencies">
        <legend className="payment-picker__legend">{t('payment.method.currency')}</legend>
        <div className="payment-picker__currency-list">
          {currencies.map((code) => (
            <label key={code} className="payment-currency">
              <input
                type="radio"
                name="payment_currency"
                value={code}
                checked={code === currency}
                onChange={() => send({ type: 'picker.currency', currency: code })}
              />
              <span>{code}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {switchedFrom ? (
        <p className="payment-picker__note" role="status">
          {t('payment.method.currency_switched', { currency, previous: switchedFrom })}
        </p>
      ) : null}
    </div>
  )
}
