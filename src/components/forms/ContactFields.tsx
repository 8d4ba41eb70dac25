import { useT } from '../../i18n/intl'
import { LENGTH_LIMITS } from '../../model/validation'
import { boundText, type FormBinding, type TextFields } from './form-binding'
import { PhoneField } from './PhoneField'
import { TextField } from './TextField'

export interface ContactFieldsProps<Values> {
  form: FormBinding<Values>
  /** The form's name field. */
  name: TextFields<Values>
  /** The form's phone field (VALID-04). */
  phone: TextFields<Values>
  /** Labels other than the usual "Name" and "Phone" (a dynamic form's own titles). */
  labels?: { name?: string; phone?: string }
}

/** The name and phone every lead and order form asks for, both required (VALID-01, VALID-04, OQ-06). */
export function ContactFields<Values>({ form, name, phone, labels = {} }: ContactFieldsProps<Values>) {
  const t = useT()
  return (
    <>
      <TextField {...boundText(form, name)} label={labels.name ?? t('forms.name')} autoComplete="name" maxLength={LENGTH_LIMITS.name.max} required />
      <PhoneField {...boundText(form, phone)} label={labels.phone ?? t('forms.phone')} required onValidity={form.phoneValidity} />
    </>
  )
}
