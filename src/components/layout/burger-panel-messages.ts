/**
 * The messages of the burger panel's content (BurgerMenu.tsx): the keys starting so. The server does not render the
 * panel's content (issue 43.3: no page pays for a menu that only narrow screens open), but it sends these messages
 * with every page (worker/ssr/page-messages.ts), so that the panel renders in the page's language when the browser
 * first shows it, before the whole catalogue has come. Its contact groups depend on the data (a phone's region, a
 * messenger, a social network), hence prefixes.
 */
export const BURGER_PANEL_MESSAGE_PREFIXES = [
  'layout.burger.',
  'layout.menu.',
  'layout.header.',
  'layout.phones.region.',
  'layout.messengers.',
  'layout.social.',
  'layout.footer.contacts',
  'layout.footer.socials',
  'switches.',
] as const

/** Whether the burger panel may show the message `key`. */
export function isBurgerPanelMessage(key: string): boolean {
  return BURGER_PANEL_MESSAGE_PREFIXES.some((prefix) => key.startsWith(prefix))
}
