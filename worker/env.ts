import type { Currency } from '../src/model/currencies'
import type { Language } from '../src/model/languages'

/** Bindings and variables of wrangler.toml (see README "Configuration"). */
export interface Bindings {
  DB: D1Database
  ASSETS: Fetcher
  /** Production host name without scheme, e.g. "trainings.example". */
  SITE_HOST: string
  /** Public origin for canonical URLs, e.g. "https://trainings.example". */
  SITE_URL: string
  /** "development" under `npm run dev`; relaxes the CSP for Vite's hot reload. */
  APP_ENV?: string
}

/** Per-request values the edge middleware computes for later layers. */
export interface Variables {
  language: Language
  currency: Currency
  /** CSP nonce of this response, given to every inline script the renderer emits. */
  secureHeadersNonce?: string
}

export type AppEnv = { Bindings: Bindings; Variables: Variables }
