import type { LanguageEntity } from '../src/model/api'
import type { Currency } from '../src/model/currencies'
import type { Language } from '../src/model/languages'
import type { StoredCopy } from './edge/recent-copies'

/** Bindings and variables of wrangler.toml (see README "Configuration"). */
export interface Bindings {
  DB: D1Database
  ASSETS: Fetcher
  /** R2 bucket of the files served under /media/ (vacancy PDFs, documents; worker/media/files.ts). */
  FILES: R2Bucket
  /** Images binding (issue 42): the renditions of uploaded images (worker/media/image-store.ts); locally through sharp. */
  IMAGES: ImagesBinding
  /** Production host name without scheme, e.g. "trainings.example". */
  SITE_HOST: string
  /** Public origin for canonical URLs, e.g. "https://trainings.example". */
  SITE_URL: string
  /** The edge cache of anonymous pages and public API reads (worker/edge/page-cache.ts): "off"; "opt-in" (the end-to-end
   * server: only requests with its opt-in cookie); else on. */
  EDGE_CACHE?: string
  /** Seconds a cached copy is fresh; after it, it is served once more while a new one is made (empty: 30). */
  EDGE_CACHE_FRESH_SECONDS?: string
  /** "on": every answer carries its D1 statements and round trips in Server-Timing (the benchmark's servers only; never
   * set in wrangler.toml: it would tell anyone how much work an address costs). */
  BENCH_D1_COUNTS?: string
  /** "on": the end-to-end tests' own endpoints answer on loopback (worker/staff/test-only.ts); only tests/e2e/serve.mjs sets it. */
  TEST_ENDPOINTS?: string
  /** "development" under `npm run dev`; relaxes the CSP for Vite's hot reload. */
  APP_ENV?: string
  // orders and payments (worker/payments/registry.ts)
  /** "sandbox": the sandbox provider serves methods without a live adapter; "sandbox-only": every method; else none. */
  PAYMENT_PROVIDERS?: string
  /** YooKassa API v3 base URL; empty: https://api.yookassa.ru/v3. */
  YOOKASSA_API_URL?: string
  /** Secret: YooKassa shop id. With YOOKASSA_SECRET_KEY it switches the YOOKASSA method to the live provider. */
  YOOKASSA_SHOP_ID?: string
  /** Secret: YooKassa secret key (`test_…` keys make a test configuration: the sandbox stays on for the rest). */
  YOOKASSA_SECRET_KEY?: string
  /** Payme merchant (cashbox) id. With PAYME_KEY it switches PAYMEUZ to the Payme adapter (worker/payments/payme.ts). */
  PAYME_MERCHANT_ID?: string
  /** Secret: the cashbox key Payme authenticates its Merchant API calls with (Basic Paycom:<key>); the test key in test mode. */
  PAYME_KEY?: string
  /** Payme's checkout; empty: https://checkout.paycom.uz, or https://checkout.test.paycom.uz in test mode. */
  PAYME_CHECKOUT_URL?: string
  /** "1" / "true": Payme's test mode (its test cashbox): not live, served only while the configuration is not live (OQ-26). */
  PAYME_TEST_MODE?: string
  /** Payme's fiscal receipt data for event orders: "<IKPU>;<package code>;<VAT %>"; empty: none (worker/payments/payme-fiscal.ts). */
  PAYME_FISCAL_EVENTS?: string
  /** The same for product orders. */
  PAYME_FISCAL_PRODUCTS?: string
  /** The same for online-course orders. */
  PAYME_FISCAL_ONLINE_COURSES?: string
  /** Click (SHOP-API) service id. With CLICK_MERCHANT_ID and CLICK_SECRET_KEY it switches CLICK to the Click adapter
   * while the configuration is not live (OQ-26). */
  CLICK_SERVICE_ID?: string
  /** Click merchant id (goes on the pay-page URL). */
  CLICK_MERCHANT_ID?: string
  /** Secret: Click's SECRET_KEY, which signs its Prepare and Complete calls. */
  CLICK_SECRET_KEY?: string
  /** Click's pay page; empty: https://my.click.uz/services/pay. */
  CLICK_PAY_URL?: string
  /** Uzum Bank Merchant API serviceId. With UZUM_LOGIN and UZUM_PASSWORD it switches UZUM to the Uzum adapter while
   * the configuration is not live (OQ-26). */
  UZUM_SERVICE_ID?: string
  /** The login of the Basic credentials Uzum Bank sends with its webhooks. */
  UZUM_LOGIN?: string
  /** Secret: the password of those credentials. */
  UZUM_PASSWORD?: string
  /** PayBox.money / Freedom Pay merchant id. With PAYBOX_SECRET_KEY it switches PAYBOX to the PayBox adapter. */
  PAYBOX_MERCHANT_ID?: string
  /** Secret: the PayBox merchant's secret key for payments, which signs every message both ways (pg_sig). */
  PAYBOX_SECRET_KEY?: string
  /** PayBox API base URL; empty: https://api.paybox.money (Freedom Pay's regional hosts work the same). */
  PAYBOX_API_URL?: string
  /** `1`: PayBox payments are made with pg_testing_mode=1 and PAYBOX is a test-only provider (OQ-26). */
  PAYBOX_TESTING_MODE?: string
  /** Secret (≥ 32 characters): the key of the stored sender hashes (worker/lib/sender-hash.ts). */
  SENDER_HASH_KEY?: string
  /** Secret (≥ 32 characters): the key that signs the managers' links to visitors' CVs (worker/media/lead-cv-link.ts). */
  LEAD_FILES_KEY?: string
  /** Secret (≥ 32 characters): the key that signs tickets' addresses and QR codes (worker/lib/ticket-token.ts). */
  TICKET_KEY?: string
  /** Secret (≥ 32 characters): the pepper of every password hash (worker/auth/passwords.ts). */
  AUTH_PEPPER?: string
  // Google and Facebook sign-in (worker/auth/oauth/config.ts); a provider is on when its client id and secret are set
  /** Google OAuth client id (Google Cloud console, "Web application" client). */
  GOOGLE_CLIENT_ID?: string
  /** Secret: Google OAuth client secret. */
  GOOGLE_CLIENT_SECRET?: string
  /** Overrides of Google's authorization, token and userinfo endpoints (tests and local fakes only). */
  GOOGLE_AUTHORIZATION_URL?: string
  GOOGLE_TOKEN_URL?: string
  GOOGLE_USERINFO_URL?: string
  /** Facebook app id (Meta for Developers, Facebook Login). */
  FACEBOOK_CLIENT_ID?: string
  /** Secret: Facebook app secret. */
  FACEBOOK_CLIENT_SECRET?: string
  /** Overrides of Facebook's login dialog, token endpoint and Graph API base (tests and local fakes only). */
  FACEBOOK_AUTHORIZATION_URL?: string
  FACEBOOK_TOKEN_URL?: string
  FACEBOOK_GRAPH_URL?: string
  // mail (worker/mail/transports.ts)
  /** "local": every message stays in the outbox table for a developer to read (local runs, tests); else unset. */
  MAIL_DELIVERY?: string
  /** The From of every message, e.g. "Academy <noreply@trainings.example>" (a domain the provider verified). */
  MAIL_FROM?: string
  /** The managers' address, verified in Cloudflare Email Routing: leads go there through MANAGERS_MAIL. */
  MANAGERS_EMAIL?: string
  /** Cloudflare `send_email` binding for the managers' mail. */
  MANAGERS_MAIL?: SendEmail
  /** Resend's API base; empty: https://api.resend.com. */
  RESEND_API_URL?: string
  /** Secret: Resend API key, for the mail to visitors. */
  RESEND_API_KEY?: string
  // exchange rates (worker/rates/, README "Exchange rates")
  /** The centre's margin over the central banks' cross rates, in percent; empty: 2. */
  EXCHANGE_RATE_MARGIN_PERCENT?: string
  /** Significant digits every pair's rate keeps; empty: 4. */
  EXCHANGE_RATE_SIGNIFICANT_DIGITS?: string
  /** The Bank of Russia's daily XML; empty: https://www.cbr.ru/scripts/XML_daily.asp (tests and local fakes only). */
  CBR_RATES_URL?: string
  /** The National Bank of the Kyrgyz Republic's daily XML; empty: https://www.nbkr.kg/XML/daily.xml. */
  NBKR_RATES_URL?: string
  /** The Central Bank of Uzbekistan's JSON; empty: https://cbu.uz/ru/arkhiv-kursov-valyut/json/. */
  CBU_RATES_URL?: string
  /** The National Bank of Kazakhstan's RSS (`fdate` added); empty: https://nationalbank.kz/rss/get_rates.cfm. */
  NBK_RATES_URL?: string
}

/** Per-request values the edge middleware computes for later layers. */
export interface Variables {
  language: Language
  /** The languages routable now (worker/edge/routable-languages.ts). */
  languages: readonly LanguageEntity[]
  currency: Currency
  /** CSP nonce of this response, given to every inline script the renderer emits. */
  secureHeadersNonce?: string
  /** The `'sha256-…'` sources of the inline scripts of a page rendered without a nonce (worker/edge/page-cache.ts). */
  scriptHashes?: string[]
  /** The isolate's copy a hit answered with, whose final headers worker/edge/isolate-hits.ts notes. */
  hitCopy?: StoredCopy
  /** The keyed hash of the sender, once its endpoint's per-sender limit counted it (worker/lib/sender-limits.ts). */
  sender?: string
}

export type AppEnv = { Bindings: Bindings; Variables: Variables }
