import { DESK_ORDER_PROVIDERS } from '../model/desk-orders'

/**
 * A payment provider as staff read it: its brand (Click, ЮKassa) or, for the sandbox and cash, words of the staff
 * member's language, instead of the code the database keeps (CLICK, YOOKASSA, OFFLINE); an unknown code as it is.
 */
export function providerName(t: (key: string) => string, provider: string): string {
  return (DESK_ORDER_PROVIDERS as readonly string[]).includes(provider) ? t(`admin.providers.${provider}`) : provider
}
