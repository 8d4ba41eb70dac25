import { useRef, type ReactNode } from 'react'
import type { FormEvent as FormMachineEvent } from '../../../machines/form.machine'
import { useT } from '../../i18n/intl'
import { BUY_FORM_FIELDS, type BuyFormSettings, type BuyFormValues } from '../../model/buy-form'
import { EVENT_ORDER_LIMITS } from '../../model/entities/orders'
import type { FormView } from '../../model/form-draft'
import { EmailField } from '../forms/AccountFields'
import { AgreementField } from '../forms/AgreementField'
import { ContactFields } from '../forms/ContactFields'
import { formBinding, useSubmitWithFocus } from '../forms/form-binding'

export interface OrderFormProps {
  view: FormView<BuyFormValues>
  send: (event: FormMachineEvent<BuyFormValues, BuyFormSettings>) => void
  onFocus: () => void
  /** ORDER-09: the signed-in buyer's e-mail, read only. */
  emailLocked?: boolean
  /** What stands before the contacts: an event's option picker and price. */
  children?: ReactNode
}

/**
 * The fields of a buy form (ORDER-01…03, VALID-01…05, VALID-08, OQ-34): name, phone, e-mail, the personal-data
 * agreement and submit; focus goes to the first invalid field (VALID-02).
 */
export function OrderForm({ view, send, onFocus, emailLocked = false, children }: OrderFormProps) {
  const t = useT()
  const form = useRef<HTMLFormElement>(null)
  const binding = formBinding('buy-form', view, send)
  const busy = view.phase === 'sending' || view.phase === 'sent'
  const onSubmit = useSubmitWithFocus(form, binding, view.phase, BUY_FORM_FIELDS, () => send({ type: 'form.submit' }))
  return (
    <form ref={form} className="buy-form__form" noValidate aria-busy={busy} onSubmit={onSubmit} onFocus={onFocus}>
      {children}
      <div className="buy-form__fields">
        <ContactFields form={binding} name="client_name" phone="client_phone" />
        <EmailField form={binding} field="client_email" label={t('buy_form.email')} maxLength={EVENT_ORDER_LIMITS.client_email} readOnly={emailLocked} />
      </div>
      <AgreementField form={binding} field="agreement" />
      <button type="submit" className="button button--primary buy-form__submit" aria-disabled={busy}>
        {t(busy ? 'buy_form.sending' : 'buy_form.submit')}
      </button>
    </form>
  )
}
