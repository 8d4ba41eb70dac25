/** How PAYMENT_PROVIDERS sets the sandbox: off (anything but the two names), beside the configured adapters, or instead of them. */
export type SandboxMode = 'off' | 'fallback' | 'only'

export function sandboxMode(setting: string | undefined): SandboxMode {
  const value = setting?.trim().toLowerCase()
  return value === 'sandbox' ? 'fallback' : value === 'sandbox-only' ? 'only' : 'off'
}
