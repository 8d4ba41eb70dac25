/** Where the e2e run's fake Google and Facebook listen: 100 above the e2e server's port, so parallel runs do not meet. */
export function oauthFakeOrigin(e2ePort = Number(process.env.E2E_PORT ?? process.env.PORT ?? 8799)) {
  return `http://127.0.0.1:${Number(process.env.OAUTH_FAKE_PORT ?? e2ePort + 100)}`
}
