import { OrderForm } from '../../../components/order-form/OrderForm'
import { useOrderForm, type OrderSender } from '../../../components/order-form/use-order-form'
import { Money } from '../../../components/Money'
import { useT } from '../../../i18n/intl'
import type { Currency } from '../../../model/currencies'
import type { PriceOption } from '../../../model/entities/events'
import type { PaymentPageType } from '../../../model/payment-page-types'
import { OptionPicker } from './OptionPicker'
import { orderable, SeatNote } from './SeatNote'

/** What a buy form with an option picker sells (an event, an online course): its options, own price and currency. */
export interface BuyFormItem {
  options: readonly PriceOption[]
  price: number
  currency: Currency
}

export interface BuyFormProps {
  item: BuyFormItem
  /** Loaded with the machine, on the form's first focus. */
  loadSender: OrderSender
  /** The created order is paid at `/payment/{paymentType}/{access_code}` (ORDER-07). */
  paymentType: PaymentPageType
  /** The heading's id, for the section it labels. */
  titleId: string
  /** Message keys of the heading, the lead and the options' legend. */
  texts: { title: string; lead: string; option: string }
  /** Said under the lead (the course's access period, COURSES-11). */
  note?: string
}

/** EVENT-12, COURSES-10: the price of the chosen option (with the price before a discount), else the item's own. */
function ChosenPrice({ item, optionId }: { item: BuyFormItem; optionId: string | null }) {
  const t = useT()
  const option = item.options.find((candidate) => candidate.uuid === optionId)
  const price = option?.price ?? item.price
  const oldPrice = option?.old_price ?? null
  return (
    <p className="buy-form__price" aria-live="polite">
      <span className="buy-form__price-label">{t('buy_form.price')}</span>{' '}
      {oldPrice ? <s className="buy-form__old-price"><Money amount={oldPrice} currency={item.currency} /></s> : null}{' '}
      <span className="buy-form__amount">{price === 0 ? t('cards.event.free') : <Money amount={price} currency={item.currency} />}</span>
    </p>
  )
}

/**
 * The buy form of events and online courses (ORDER-01…05, ORDER-07, ORDER-08, EVENT-12, COURSES-10, VALID-01…05,
 * VALID-08, OQ-34) on components/order-form: the option (a radio group when there are several, the first chosen),
 * the price of the chosen option, then the contacts (prefilled for a signed-in buyer, ORDER-09) and the agreement.
 */
export function BuyForm({ item, loadSender, paymentType, titleId, texts, note }: BuyFormProps) {
  const t = useT()
  // Issue 44, BE-15: a sold-out option cannot be chosen; when every option is sold out there is no form.
  const { view, send, start, emailLocked } = useOrderForm({ optionIds: item.options.filter(orderable).map((option) => option.uuid) }, paymentType, loadSender)
  const soldOut = item.options.length > 0 && !item.options.some(orderable)
  return (
    <div className="buy-form">
      <h2 className="event-booking__title" id={titleId}>
        {t(texts.title)}
      </h2>
      <p className="buy-form__lead">{t(texts.lead)}</p>
      {note ? <p className="buy-form__lead">{note}</p> : null}
      {soldOut ? (
        <p className="buy-form__sold-out" role="status">
          {t('events.seats.all_sold_out')}
        </p>
      ) : (
      <OrderForm view={view} send={send} onFocus={start} emailLocked={emailLocked}>
        {item.options.length > 1 ? (
          <OptionPicker
            id="buy-form-option"
            legend={t(texts.option)}
            options={item.options}
            currency={item.currency}
            chosen={view.values.optionId}
            onChoose={(optionId) => send({ type: 'form.change', field: 'optionId', value: optionId })}
          />
        ) : item.options[0] ? (
          <p className="buy-form__single-option">
            {item.options[0].title} <SeatNote option={item.options[0]} />
          </p>
        ) : null}
        <ChosenPrice item={item} optionId={view.values.optionId} />
      </OrderForm>
      )}
    </div>
  )
}
