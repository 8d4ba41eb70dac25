import { describe, expect, it } from 'vitest'
import { paymentReturnPaths, validatePaymentSearch } from './payment-search'

describe('payment page query (PAY-04, PAY-12, OQ-28)', () => {
  it('VALID-09: keeps check_mode=1 and fail=1, drops any other value', () => {
    expect(validatePaymentSearch({ check_mode: '1', fail: 1 })).toEqual({ check_mode: 1, fail: 1 })
    expect(validatePaymentSearch({ check_mode: 'yes', fail: '0', other: 'x' })).toEqual({})
  })

  it('PAY-12: return paths are this page’s path with check_mode=1 / fail=1, earlier flags dropped', () => {
    expect(paymentReturnPaths('/en/payment/events/AbC_123', '?fail=1&check_mode=1')).toEqual({
      return_url: '/en/payment/events/AbC_123?check_mode=1',
      return_fail_url: '/en/payment/events/AbC_123?fail=1',
    })
    expect(paymentReturnPaths('/payment/events/code', '')).toEqual({
      return_url: '/payment/events/code?check_mode=1',
      return_fail_url: '/payment/events/code?fail=1',
    })
  })
})
