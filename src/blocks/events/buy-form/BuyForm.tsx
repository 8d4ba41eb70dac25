import { useRouteContext } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import type { BuyFormEvent, BuyFormField } from '../../../../machines/buy-form.machine'
import { useToast } from '../../../components/app-providers'
import { Checkbox } from '../../../components/forms/Checkbox'
import { PhoneField } from '../../../components/forms/PhoneField'
import { TextField } from '../../../components/forms/TextField'
import { useLanguage, useLocalizedPath } from '../../../components/layout/use-language'
import { useLazyMachine } from '../../../components/use-lazy-machine'
import { useT } from '../../../i18n/intl'
import { BUY_FORM_FIELDS, editBuyFormDraft, initialBuyFormDraft } from '../../../model/buy-form-draft'
import type { EventEntity } from '../../../model/entities/events'
import { EVENT_ORDER_LIMITS } from '../../../model/entities/orders'
import { formatAmount } from '../EventPrice'
import { guessLocation } from './guess-location'
import { OptionPicker } from './OptionPicker'

const id = (field: string) => `buy-form-${field}`

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
  const optionIds = event.options.map((option) => option.uuid)
  const [draft, setDraft] = useState(() => initialBuyFormDraft(optionIds))
  const latestDraft = useRef(draft)
  const [loadMachine] = useState(() => async () => {
    const [{ buyFormMachine }, { createOrderActor }] = await Promise.all([
      import('../../../../machines/buy-form.machine'),
      import('./create-order'),
    ])
    return buyFormMachine.provide({
      actors: { createOrder: createOrderActor(api, event.uuid) },
      actions: {
        // ORDER-07: the payment page, in the page's language.
        redirect: ({ context }) => {
          if (context.accessCode) window.location.assign(localize(`/payment/events/${encodeURIComponent(context.accessCode)}`))
        },
        // ORDER-08, TOAST-03.
        notifyFailure: () => toast('error', t('errors.internal_short')),
      },
    })
  })
  const { snapshot, send: sendToMachine, start, lazy } = useLazyMachine(loadMachine, {
    input: { optionIds, draft: latestDraft.current },
  })
  const send = useCallback(
    (formEvent: BuyFormEvent) => {
      if (lazy.started || formEvent.type === 'form.submit') {
        sendToMachine(formEvent)
        return
      }
      latestDraft.current = editBuyFormDraft(latestDraft.current, formEvent, optionIds)
      setDraft(latestDraft.current)
      start()
    },
    // optionIds: the event's, fixed for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lazy, sendToMachine, start],
  )
  const form = useRef<HTMLFormElement>(null)
  const focusFirstError = useRef(false)
  const { values, errors, optionId } = snapshot?.context ?? { ...draft, errors: {} }
  const busy = Boolean(snapshot?.matches('performing') || snapshot?.matches('redirect'))
  const change = (field: BuyFormField) => (value: string | boolean) => send({ type: 'form.change', field, value })

  // VALID-02: after a submit comes back with errors (the form's own or the server's), focus goes to the first.
  useEffect(() => {
    if (!focusFirstError.current || !snapshot?.matches('idle')) return
    focusFirstError.current = false
    const first = BUY_FORM_FIELDS.find((field) => snapshot.context.errors[field])
    if (first) form.current?.querySelector<HTMLElement>(`#${id(first)}`)?.focus()
  }, [snapshot])

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault()
    if (!snapshot || snapshot.matches('idle')) focusFirstError.current = true
    send({ type: 'form.submit' })
  }

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
            id={id('option')}
            legend={t('buy_form.option')}
            options={event.options}
            currency={event.currency}
            chosen={optionId}
            onChoose={(chosen) => send({ type: 'form.option', optionId: chosen })}
          />
        ) : event.options[0] ? (
          <p className="buy-form__single-option">{event.options[0].title}</p>
        ) : null}
        <ChosenPrice event={event} optionId={optionId} />
        <div className="buy-form__fields">
          <TextField
            id={id('client_name')}
            name="client_name"
            label={t('buy_form.name')}
            autoComplete="name"
            maxLength={EVENT_ORDER_LIMITS.client_name}
            required
            value={values.client_name}
            error={errors.client_name}
            onChange={change('client_name')}
          />
          <PhoneField
            id={id('client_phone')}
            name="client_phone"
            label={t('buy_form.phone')}
            required
            value={values.client_phone}
            error={errors.client_phone}
            onChange={change('client_phone')}
            onValidity={(valid) => send({ type: 'form.phoneValidity', valid })}
          />
          <TextField
            id={id('client_email')}
            name="client_email"
            label={t('buy_form.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EVENT_ORDER_LIMITS.client_email}
            required
            value={values.client_email}
            error={errors.client_email}
            onChange={change('client_email')}
          />
        </div>
        <Checkbox
          id={id('agreement')}
          name="agreement"
          checked={values.agreement}
          error={errors.agreement}
          onChange={change('agreement')}
        >
          {t('buy_form.agreement')}{' '}
          <a href={localize('/page/privacy')} target="_blank" rel="noopener">
            {t('buy_form.agreement_link')}
          </a>
        </Checkbox>
        <button type="submit" className="button button--primary buy-form__submit" aria-disabled={busy}>
          {t(busy ? 'buy_form.sending' : 'buy_form.submit')}
        </button>
      </form>
    </div>
  )
}
