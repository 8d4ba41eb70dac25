/**
 * The messages of the shell's panels that the browser builds and the server leaves empty (use-built-in-browser.ts):
 * the burger panel's menu, sign-in, switches and contacts, and the header's phone dropdown; the keys starting so. The
 * server sends them with every page (worker/ssr/page-messages.ts), so that a panel renders in the page's language when
 * the browser first builds it, before the whole catalogue has come. The contact groups depend on the data (a phone's
 * region, a messenger, a social network), hence prefixes.
 */
export const BROWSER_BUILT_MESSAGE_PREFIXES = [
  'layout.burger.',
  'layout.menu.',
  'layout.header.',
  'layout.phones.',
  'layout.messengers.',
  'layout.social.',
  'layout.footer.contacts',
  'layout.footer.socials',
  'switches.',
] as const

/** Whether a panel the browser builds may show the message `key`. */
export function isBrowserBuiltMessage(key: string): boolean {
  return BROWSER_BUILT_MESSAGE_PREFIXES.some((prefix) => key.startsWith(prefix))
}
