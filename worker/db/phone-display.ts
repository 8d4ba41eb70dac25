import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { boundedMemo } from '../../src/model/bounded-memo'

/** A number to call (E.164, for tel: links) and how it is written for visitors. */
export interface PhoneDisplay {
  phone: string
  display: string
}

/**
 * How the site writes a stored phone: in the international format of the number's own country (+998 71 200 50 60)
 * and, to call, in E.164. A value that is no phone number is shown as it is. The API does this, so the phone
 * metadata stays on the server and never reaches the browser.
 */
export function phoneDisplay(value: string): PhoneDisplay {
  return { ...displayOf(value) }
}

// Every page's footer shows the same few phones: each is parsed once an isolate (libphonenumber is slow, issue 43).
const displayOf = boundedMemo(256, (value): Readonly<PhoneDisplay> => {
  const parsed = parsePhoneNumberFromString(value.trim())
  if (!parsed?.isValid()) return { phone: value.trim(), display: value.trim() }
  return { phone: parsed.number, display: parsed.formatInternational() }
})
