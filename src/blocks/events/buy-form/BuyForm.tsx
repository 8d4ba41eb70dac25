import { OrderForm } from '../../../components/order-form/OrderForm'
import { useOrderForm } from '../../../components/order-form/use-order-form'
import { useLanguage } from '../../../components/layout/use-language'
import { useT } from '../../../i18n/intl'
import type { EventEntity } from '../../../model/entities/events'
import { formatAmount } from '../EventPrice'
import { guessLocation } from './guess-location'
import { OptionPicker } from './OptionPicker'

/** EVENT-12: the price of the chosen option (with the price before a discount), else the event's own. */
function ChosenPrice({ event, optionId }: { event: EventEntity; optionId: string | null }) {
  const t = useT()
  const language = useLanguage()
  const option = event.options.find((candidate) => candidate.uuid === optionId)
  const price = option?.price ?? event.price
  const oldPrice = option?.old_price ?? null
  return (
    <p className="buy-form__price" aria-live="polite">
      <span className="buy-form__price-label">{t('buy_form.price')}</span>{' '}
      {oldPrice ? <s className="buy-form__old-price">{formatAmount(language, oldPrice, event.currency)}</s> : null}{' '}
      <span className="buy-form__amount">{price === 0 ? t('cards.event.free') : formatAmount(language, price, event.currency)}</span>
    </p>
  )
}

/**
 * The event page's buy form (ORDER-01…05, ORDER-07, ORDER-08, EVENT-12, VALID-01…05, VALID-08, OQ-34, OQ-52),
 * driven by machines/buy-form.machine.ts: name, phone, e-mail, the option (a radio group when there are several),
 * the price of the chosen option and the personal-data agreement. The location guess starts when the form is
 * first focused; a created order goes on to `/payment/events/{access_code}`. ORDER-09 (prefill for a signed-in
 * visitor) waits for accounts.
 */
export function BuyForm({ event }: { event: EventEntity }) {
  const t = useT()
  const { api, view, send, start } = useOrderForm({ optionIds: event.options.map((option) => option.uuid) }, 'events', async (client) =>
    (await import('./create-order')).createOrderActor(client, event.uuid),
  )
  const onFocus = () => {
    // ORDER-04: the location is asked early, so a submit rarely waits for it; the machine starts loading too.
    void guessLocation(api.location)
    start()
  }
  return (
    <div className="buy-form">
      <h2 className="event-booking__title" id="event-booking-title">
        {t('buy_form.title')}
      </h2>
      <p className="buy-form__lead">{t('buy_form.lead')}</p>
      <OrderForm view={view} send={send} onFocus={onFocus}>
        {event.options.length > 1 ? (
          <OptionPicker
            id="buy-form-option"
            legend={t('buy_form.option')}
            options={event.options}
            currency={event.currency}
            chosen={view.values.optionId}
            onChoose={(optionId) => send({ type: 'form.change', field: 'optionId', value: optionId })}
          />
        ) : event.options[0] ? (
          <p className="buy-form__single-option">{event.options[0].title}</p>
        ) : null}
        <ChosenPrice event={event} optionId={view.values.optionId} />
      </OrderForm>
    </div>
  )
}
