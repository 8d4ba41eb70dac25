import { useEffect, useState } from 'react'
import { useLatest } from '../use-latest'
import { DEFAULT_PHONE_COUNTRY } from '../../model/validation'
import { fieldControlProps } from './Field'
import { isValidPhone, loadPhoneLib, type CountryCode, type PhoneLib } from './phone-lib'

export interface PhoneInputProps {
  id: string
  name?: string
  value: string
  onChange: (value: string) => void
  /** The number's validity by libphonenumber-js (VALID-04), reported whenever it may have changed. */
  onValidity: (valid: boolean) => void
  /** Where a number typed without `+` belongs; the centre's region, KG, by default. */
  country?: string
  error?: string | null | undefined
  required?: boolean
}

/**
 * A phone input (VALID-04): formats the number as it is typed and reports its validity, both by libphonenumber-js,
 * which loads when the visitor first focuses or types. Deleting is left alone so that a visitor can remove the
 * formatting characters.
 */
export function PhoneInput({ id, name, value, onChange, onValidity, country, error, required }: PhoneInputProps) {
  const [lib, setLib] = useState<PhoneLib | null>(null)
  const reportValidity = useLatest(onValidity)
  const region = (country ?? DEFAULT_PHONE_COUNTRY) as CountryCode

  const ensureLib = () => {
    if (lib) return
    loadPhoneLib().then(setLib, (failure: unknown) => console.warn('phone input: libphonenumber-js failed to load', failure))
  }

  // A prefilled number (a signed-in buyer's) is checked without waiting for a focus.
  useEffect(() => {
    if (value) ensureLib()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (!lib) return
    reportValidity.current(isValidPhone(lib, value, region))
  }, [lib, value, region, reportValidity])

  return (
    <input
      {...fieldControlProps(id, error)}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      className="field__control"
      name={name}
      value={value}
      required={required}
      placeholder="+996 555 123 456"
      onFocus={ensureLib}
      onChange={(event) => {
        ensureLib()
        const typed = event.target.value
        const deleting = typed.length < value.length
        onChange(lib && !deleting ? new lib.AsYouType(region).input(typed) : typed)
      }}
    />
  )
}
