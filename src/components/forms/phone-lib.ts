import { DEFAULT_PHONE_COUNTRY } from '../../model/validation'

export type PhoneLib = typeof import('libphonenumber-js/min')
export type CountryCode = Parameters<PhoneLib['getCountryCallingCode']>[0]

let phoneLib: Promise<PhoneLib> | null = null

/** libphonenumber-js loads on demand (issue 4: not part of the JS before interaction), once for every input. */
export function loadPhoneLib(): Promise<PhoneLib> {
  phoneLib ??= import('libphonenumber-js/min').catch((error: unknown) => {
    phoneLib = null
    throw error
  })
  return phoneLib
}

/** VALID-04: a possible number for its region (a number without `+` is read as the centre's region's). */
export function isValidPhone(lib: PhoneLib, value: string, country: string = DEFAULT_PHONE_COUNTRY): boolean {
  return lib.parsePhoneNumberFromString(value, country as CountryCode)?.isValid() ?? false
}

/** The verdict on a number once the library has arrived (loading it if it has not). */
export async function checkPhone(value: string, country?: string): Promise<boolean> {
  return isValidPhone(await loadPhoneLib(), value, country)
}
