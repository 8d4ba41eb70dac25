/**
 * Which provider serves which payment method, from configuration (BE-13, OQ-26, DESIGN "Sessions, payments,
 * mail"):
 * - YOOKASSA with YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY set (secrets) serves the YOOKASSA method.
 * - Without any live credentials (a fresh machine, the tests) the SANDBOX serves every method of PAY-08,
 *   test-only ones included: the sandbox is the test configuration.
 * - With live credentials the sandbox is off: a test payment can never mark an order paid in a live configuration,
 *   and a method without a configured adapter (or a test-only one) is refused.
 * PAYMENT_PROVIDERS = "sandbox" forces the sandbox for every method (a staging copy holding real secrets).
 */
import { PAYMENT_METHODS, type PaymentMethod } from '../../src/model/payments'
import type { Bindings } from '../env'
import type { FetchFunction, PaymentProvider } from './provider'
import { SandboxProvider } from './sandbox'
import { YOOKASSA_DEFAULT_API_URL, YookassaProvider } from './yookassa'

export interface PaymentProviders {
  /** True when real money moves: the sandbox is off. */
  readonly live: boolean
  /** The provider serving a method, or null when the method is not available in this configuration. */
  forMethod(method: PaymentMethod): PaymentProvider | null
  /** A configured provider by the name in its notification path (`sandbox`, `yookassa`). */
  byPathName(name: string): PaymentProvider | null
  /** The sandbox, when it is on. */
  readonly sandbox: SandboxProvider | null
}

export type PaymentConfig = Pick<Bindings, 'DB' | 'PAYMENT_PROVIDERS' | 'YOOKASSA_API_URL' | 'YOOKASSA_SHOP_ID' | 'YOOKASSA_SECRET_KEY'>

/** The global fetch, looked up at call time. */
const globalFetch: FetchFunction = (input, init) => fetch(input, init)

export function paymentProviders(env: PaymentConfig, fetchFunction: FetchFunction = globalFetch): PaymentProviders {
  const forceSandbox = env.PAYMENT_PROVIDERS?.trim().toLowerCase() === 'sandbox'
  const yookassa =
    !forceSandbox && env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY
      ? new YookassaProvider({
          shopId: env.YOOKASSA_SHOP_ID,
          secretKey: env.YOOKASSA_SECRET_KEY,
          apiUrl: env.YOOKASSA_API_URL || YOOKASSA_DEFAULT_API_URL,
          fetch: fetchFunction,
        })
      : null
  const live = yookassa?.live ?? false
  const sandbox = live ? null : new SandboxProvider(env.DB)

  const byMethod = new Map<PaymentMethod, PaymentProvider>()
  for (const method of PAYMENT_METHODS) {
    const provider = method === 'YOOKASSA' && yookassa ? yookassa : sandbox
    if (provider) byMethod.set(method, provider)
  }
  return {
    live,
    sandbox,
    forMethod: (method) => byMethod.get(method) ?? null,
    byPathName: (name) => (name === 'yookassa' ? yookassa : name === 'sandbox' ? sandbox : null),
  }
}
