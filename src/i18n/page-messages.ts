import type { Messages } from './messages'

/** The element in which the server sends the messages a page used (worker/ssr/page-messages.ts). */
export const PAGE_MESSAGES_ELEMENT_ID = 'page-messages'

/** The page's own messages, or null when the page has none (or they cannot be read): then load the catalogue. */
export function readPageMessages(document: Document): Messages | null {
  const text = document.getElementById(PAGE_MESSAGES_ELEMENT_ID)?.textContent
  if (!text) return null
  try {
    const parsed = JSON.parse(text) as unknown
    return parsed !== null && typeof parsed === 'object' ? (parsed as Messages) : null
  } catch {
    return null
  }
}
