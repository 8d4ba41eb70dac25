/**
 * Variables every local run of the Worker needs on top of wrangler.toml: `npm start`, `npm run dev`, the end-to-end
 * server, the benchmark and the Worker tests read them from here. Never part of a deployment.
 */
export const LOCAL_VARS = {
  // The sandbox payment provider takes fake payments: on only where a configuration asks (worker/payments/registry.ts).
  PAYMENT_PROVIDERS: 'sandbox',
  // Mail is never sent from a local run: it stays in the outbox table (`npm run outbox`; worker/mail/transports.ts).
  MAIL_DELIVERY: 'local',
  // The pepper of password hashes (worker/auth/pepper.ts): a deployment sets its own secret AUTH_PEPPER.
  AUTH_PEPPER: 'local runs only: the password pepper of npm start and the tests',
  // The key that signs tickets' addresses and QR codes (worker/lib/ticket-token.ts): a deployment sets its secret TICKET_KEY.
  TICKET_KEY: 'local runs only: the ticket key of npm start and the tests',
  // The edge cache (worker/edge/page-cache.ts) is off: the tests read their own writes made straight into D1. Its own
  // tests and the benchmark's cached figures turn it on.
  EDGE_CACHE: 'off',
}

/** LOCAL_VARS, and `extra` on top, as `wrangler dev` arguments (`--var NAME:VALUE`). */
export function localVarArgs(extra = {}) {
  return Object.entries({ ...LOCAL_VARS, ...extra }).flatMap(([name, value]) => ['--var', `${name}:${value}`])
}
