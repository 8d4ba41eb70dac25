/**
 * Which provider serves which payment method, from configuration (BE-13, OQ-26, DESIGN "Sessions, payments,
 * mail"). The SANDBOX takes fake payments, so it is on only where PAYMENT_PROVIDERS turns it on (`npm start`, the
 * tests: worker/tools/local-vars.mjs); a deployment of the repository as it is has none:
 * - YOOKASSA with YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY set (secrets) serves the YOOKASSA method.
 * - PAYMEUZ with PAYME_MERCHANT_ID and PAYME_KEY set serves the PAYMEUZ method: live, unless PAYME_TEST_MODE is on;
 *   in test mode only while the configuration is not live (OQ-26). Its calls: worker/api/payme-merchant-api.ts.
 * - CLICK with CLICK_SERVICE_ID, CLICK_MERCHANT_ID and CLICK_SECRET_KEY set serves the CLICK method, but only while
 *   the configuration is not live (OQ-26: a test-only method, never paying an order in a live configuration).
 *   Its server-to-server calls have their own route (worker/api/click-webhooks.ts), not a notification path.
 * - UZUM with UZUM_SERVICE_ID, UZUM_LOGIN and UZUM_PASSWORD set serves the UZUM method in UZS, like CLICK only while
 *   the configuration is not live (OQ-26); in a live one it is not even mounted (its webhooks answer 404).
 * - LEADPAY has no adapter: no public protocol of it could be found, so only the sandbox serves it, and never in a
 *   live configuration (the README says what an integration needs).
 * - PAYBOX with PAYBOX_MERCHANT_ID and PAYBOX_SECRET_KEY set serves the PAYBOX method; live unless
 *   PAYBOX_TESTING_MODE is on, and then only while the configuration is not live (OQ-26, like CLICK). Its result
 *   call has its own route (worker/api/paybox-webhooks.ts).
 * - PAYMENT_PROVIDERS = "sandbox": the sandbox serves every method without such an adapter, test-only ones
 *   included, unless live credentials are set (a test payment never marks an order paid in a live configuration).
 * - PAYMENT_PROVIDERS = "sandbox-only": the sandbox serves every method, even with credentials (a staging copy).
 * - Anything else (empty, the default): no sandbox; a method without a configured adapter is refused.
 */
import { PAYMENT_METHODS, type PaymentMethod } from '../../src/model/payments'
import type { Bindings } from '../env'
import { CLICK_DEFAULT_PAY_URL, ClickProvider } from './click'
import { PAYBOX_DEFAULT_API_URL, PayboxProvider, payboxTestingMode } from './paybox'
import type { FetchFunction, PaymentProvider } from './provider'
import { SandboxProvider } from './sandbox'
import { sandboxMode } from './sandbox-mode'
import { paymeConfig, PaymeProvider } from './payme'
import { YOOKASSA_DEFAULT_API_URL, YookassaProvider } from './yookassa'
import { UzumProvider } from './uzum'

export interface PaymentProviders {
  /** True when real money moves (the sandbox is then off). */
  readonly live: boolean
  /** The provider serving a method, or null when the method is not available in this configuration. */
  forMethod(method: PaymentMethod): PaymentProvider | null
  /** The configured provider a stored payment was made with (payments.provider), or null when it is off now. */
  byName(name: string): PaymentProvider | null
  /** A configured provider by the name in its notification path (`sandbox`, `yookassa`). */
  byPathName(name: string): PaymentProvider | null
  /** The sandbox, when it is on. */
  readonly sandbox: SandboxProvider | null
  /** The Payme adapter, when it is configured (in test mode: and the configuration is not live). */
  readonly payme: PaymeProvider | null
  /** The Click adapter, when it is configured and the configuration is not live. */
  readonly click: ClickProvider | null
  /** The Uzum adapter, when it is configured and the configuration is not live. */
  readonly uzum: UzumProvider | null
  /** The PayBox adapter, when it is configured (and, in testing mode, the configuration is not live). */
  readonly paybox: PayboxProvider | null
}

export type PaymentConfig = Pick<
  Bindings,
  | 'DB'
  | 'PAYMENT_PROVIDERS'
  | 'YOOKASSA_API_URL'
  | 'YOOKASSA_SHOP_ID'
  | 'YOOKASSA_SECRET_KEY'
  | 'PAYME_MERCHANT_ID'
  | 'PAYME_KEY'
  | 'PAYME_CHECKOUT_URL'
  | 'PAYME_TEST_MODE'
  | 'PAYME_FISCAL_EVENTS'
  | 'PAYME_FISCAL_PRODUCTS'
  | 'PAYME_FISCAL_ONLINE_COURSES'
  | 'CLICK_SERVICE_ID'
  | 'CLICK_MERCHANT_ID'
  | 'CLICK_SECRET_KEY'
  | 'CLICK_PAY_URL'
  | 'UZUM_SERVICE_ID'
  | 'UZUM_LOGIN'
  | 'UZUM_PASSWORD'
  | 'PAYBOX_MERCHANT_ID'
  | 'PAYBOX_SECRET_KEY'
  | 'PAYBOX_API_URL'
  | 'PAYBOX_TESTING_MODE'
>

/** The global fetch, looked up at call time. */
const globalFetch: FetchFunction = (input, init) => fetch(input, init)

export function paymentProviders(env: PaymentConfig, fetchFunction: FetchFunction = globalFetch): PaymentProviders {
  const mode = sandboxMode(env.PAYMENT_PROVIDERS)
  const forceSandbox = mode === 'only'
  const yookassa =
    !forceSandbox && env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY
      ? new YookassaProvider({
          shopId: env.YOOKASSA_SHOP_ID,
          secretKey: env.YOOKASSA_SECRET_KEY,
          apiUrl: env.YOOKASSA_API_URL || YOOKASSA_DEFAULT_API_URL,
          fetch: fetchFunction,
        })
      : null
  const payme = forceSandbox ? null : paymeConfig(env)
  const configuredPaybox =
    !forceSandbox && env.PAYBOX_MERCHANT_ID && env.PAYBOX_SECRET_KEY
      ? new PayboxProvider({
          merchantId: env.PAYBOX_MERCHANT_ID,
          secretKey: env.PAYBOX_SECRET_KEY,
          apiUrl: env.PAYBOX_API_URL || PAYBOX_DEFAULT_API_URL,
          testingMode: payboxTestingMode(env.PAYBOX_TESTING_MODE),
          fetch: fetchFunction,
        })
      : null
  const live = (yookassa?.live ?? false) || (configuredPaybox?.live ?? false) || payme?.testMode === false
  const paybox = configuredPaybox && (configuredPaybox.live || !live) ? configuredPaybox : null
  const sandbox = mode === 'off' || live ? null : new SandboxProvider(env.DB)
  const click =
    !forceSandbox && !live && env.CLICK_SERVICE_ID && env.CLICK_MERCHANT_ID && env.CLICK_SECRET_KEY
      ? new ClickProvider(
          {
            serviceId: env.CLICK_SERVICE_ID,
            merchantId: env.CLICK_MERCHANT_ID,
            secretKey: env.CLICK_SECRET_KEY,
            payUrl: env.CLICK_PAY_URL || CLICK_DEFAULT_PAY_URL,
          },
          env.DB,
        )
      : null
  const uzum =
    !forceSandbox && !live && env.UZUM_SERVICE_ID && env.UZUM_LOGIN && env.UZUM_PASSWORD
      ? new UzumProvider({ serviceId: env.UZUM_SERVICE_ID, login: env.UZUM_LOGIN, password: env.UZUM_PASSWORD }, env.DB)
      : null

  const paymeProvider = payme && !(live && payme.testMode) ? new PaymeProvider(payme, env.DB) : null
  const adapters: Partial<Record<PaymentMethod, PaymentProvider | null>> = { YOOKASSA: yookassa, CLICK: click }
  adapters.PAYMEUZ = paymeProvider
  adapters.UZUM = uzum
  adapters.PAYBOX = paybox
  const byMethod = new Map<PaymentMethod, PaymentProvider>()
  for (const method of PAYMENT_METHODS) {
    const provider = adapters[method] ?? sandbox
    if (provider) byMethod.set(method, provider)
  }
  return {
    live,
    sandbox,
    click,
    payme: paymeProvider,
    uzum,
    paybox,
    forMethod: (method) => byMethod.get(method) ?? null,
    byName: (name) => [yookassa, sandbox, click, paymeProvider, uzum, paybox].find((provider) => provider?.name === name) ?? null,
    byPathName: (name) => (name === 'yookassa' ? yookassa : name === 'sandbox' ? sandbox : null),
  }
}
