import { formatMoney } from '../model/format-money'
import { useIntl } from '../i18n/intl'
import type { Currency } from '../model/currencies'
import type { Language } from '../model/languages'

export interface MoneyProps {
  /** Minor units. */
  amount: number
  currency: Currency
}

/** An amount with its currency as the page's language writes it. */
export function Money({ amount, currency }: MoneyProps) {
  return <>{formatMoney(useIntl().locale as Language, amount, currency)}</>
}
