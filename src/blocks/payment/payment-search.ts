import { routeSearch } from '../../model/search-params'

/**
 * The payment page's query (PAY-04, OQ-28, VALID-09): `check_mode=1` after the provider sent the visitor back,
 * `fail=1` when the payment did not go through. Any other value is dropped.
 */
export interface PaymentSearch {
  check_mode?: 1
  fail?: 1
}

const isOne = (value: unknown) => value === 1 || value === '1'

export function validatePaymentSearch(search: Record<string, unknown>): PaymentSearch {
  return { ...(isOne(search.check_mode) ? { check_mode: 1 } : {}), ...(isOne(search.fail) ? { fail: 1 } : {}) }
}

/** The route's `validateSearch` (VALID-09): `?check_mode=yes` is removed, not merged back from the raw query. */
export const routePaymentSearch = routeSearch<PaymentSearch>(['check_mode', 'fail'], validatePaymentSearch)

/**
 * PAY-12, OQ-28: where the provider sends the visitor back — this page's path (language prefix kept, other query
 * kept) with `check_mode=1` after paying and `fail=1` when it did not go through. Paths of this site, never
 * absolute URLs (the server accepts nothing else); an earlier `check_mode` or `fail` is dropped first.
 */
export function paymentReturnPaths(pathname: string, search: string): { return_url: string; return_fail_url: string } {
  const withFlag = (flag: 'check_mode' | 'fail') => {
    const params = new URLSearchParams(search)
    params.delete('check_mode')
    params.delete('fail')
    params.set(flag, '1')
    return `${pathname}?${params.toString()}`
  }
  return { return_url: withFlag('check_mode'), return_fail_url: withFlag('fail') }
}
