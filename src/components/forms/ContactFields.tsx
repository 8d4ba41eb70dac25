import { useT } from '../../i18n/intl'
import { LENGTH_LIMITS } from '../../model/validation'
import type { FormBinding } from './form-binding'
import { PhoneField } from './PhoneField'
import { TextField } from './TextField'

type TextFields<Values> = { [Field in keyof Values]: Values[Field] extends string ? Field : never }[keyof Values] & string

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
      <TextField
        id={form.id(name)}
        name={name}
        label={labels.name ?? t('forms.name')}
        autoComplete="name"
        maxLength={LENGTH_LIMITS.name.max}
        required
        value={form.values[name] as string}
        error={form.errors[name]}
        onChange={form.change(name)}
      />
      <PhoneField
        id={form.id(phone)}
        name={phone}
        label={labels.phone ?? t('forms.phone')}
        required
        value={form.values[phone] as string}
        error={form.errors[phone]}
        onChange={form.change(phone)}
        onValidity={form.phoneValidity}
      />
    </>
  )
}
