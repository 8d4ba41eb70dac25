import { useRouteContext } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useToast } from '../../../components/app-providers'
import { AgreementField } from '../../../components/forms/AgreementField'
import { ContactFields } from '../../../components/forms/ContactFields'
import { formBinding, useSubmitWithFocus } from '../../../components/forms/form-binding'
import { TextField } from '../../../components/forms/TextField'
import { useLazyForm } from '../../../components/forms/use-lazy-form'
import { useLanguage, useLocalizedPath } from '../../../components/layout/use-language'
import { useT } from '../../../i18n/intl'
import { BUY_FORM_FIELDS, buyFormSpec } from '../../../model/buy-form'
import type { EventEntity } from '../../../model/entities/events'
import { EVENT_ORDER_LIMITS } from '../../../model/entities/orders'
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
 * first focused; a created order goes on to `/payment/events/{access_code}` as a full page load (the payment page
 * is rendered on the server). ORDER-09 (prefill for a signed-in visitor) waits for accounts.
 *
 * The machine (with xstate) loads on the form's first focus, not with the page (issue 4's JavaScript budget). Until
 * it runs, what the visitor types goes into a draft the form shows, and the machine starts from that draft; a
 * submit sent meanwhile waits for it.
 */
export function BuyForm({ event }: { event: EventEntity }) {
  const t = useT()
  const toast = useToast()
  const localize = useLocalizedPath()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const [settings] = useState(() => ({ optionIds: event.options.map((option) => option.uuid) }))
  const [loadMachine] = useState(() => async () => {
    const [{ buyFormMachine }, { createOrderActor }] = await Promise.all([
      import('../../../../machines/buy-form.machine'),
      import('./create-order'),
    ])
    return buyFormMachine.provide({
      actors: { send: createOrderActor(api, event.uuid) },
      actions: {
        // ORDER-07: the payment page, in the page's language.
        onSent: ({ context }) => {
          if (context.output) window.location.assign(localize(`/payment/events/${encodeURIComponent(context.output)}`))
        },
        // ORDER-08, TOAST-03.
        onFailure: () => toast('error', t('errors.internal_short')),
      },
    })
  })
  const { view, send, start } = useLazyForm(buyFormSpec, settings, loadMachine)
  const form = useRef<HTMLFormElement>(null)
  const binding = formBinding('buy-form', view, send)
  const { values, errors } = view
  const busy = view.phase === 'sending' || view.phase === 'sent'
  const onSubmit = useSubmitWithFocus(form, binding, view.phase, BUY_FORM_FIELDS, () => send({ type: 'form.submit' }))

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
      <form
        ref={form}
        className="buy-form__form"
        noValidate
        aria-busy={busy}
        onSubmit={onSubmit}
        onFocus={onFocus}
      >
        {event.options.length > 1 ? (
          <OptionPicker
            id="buy-form-option"
            legend={t('buy_form.option')}
            options={event.options}
            currency={event.currency}
            chosen={values.optionId}
            onChoose={binding.change('optionId')}
          />
        ) : event.options[0] ? (
          <p className="buy-form__single-option">{event.options[0].title}</p>
        ) : null}
        <ChosenPrice event={event} optionId={values.optionId} />
        <div className="buy-form__fields">
          <ContactFields form={binding} name="client_name" phone="client_phone" />
          <TextField
            id={binding.id('client_email')}
            name="client_email"
            label={t('buy_form.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EVENT_ORDER_LIMITS.client_email}
            required
            value={values.client_email}
            error={errors.client_email}
            onChange={binding.change('client_email')}
          />
        </div>
        <AgreementField form={binding} field="agreement" />
        <button type="submit" className="button button--primary buy-form__submit" aria-disabled={busy}>
          {t(busy ? 'buy_form.sending' : 'buy_form.submit')}
        </button>
      </form>
    </div>
  )
}
