import type { MessengerContact } from './api'

/**
 * The link that opens a manager's chat with a question about an item (issue 45.4). WhatsApp's click-to-chat takes
 * the message (`wa.me/<number>?text=`); Telegram's username links take none for a person's chat, so its link is the
 * share link (`t.me/share/url?url=&text=`), which carries the item's page and name to the chat the visitor picks.
 */
export function askInMessengerUrl(contact: MessengerContact, text: string, pageUrl: string): string {
  if (contact.messenger === 'whatsapp') {
    const number = contact.url.replace(/^https?:\/\/wa\.me\//, '').replace(/\D/g, '')
    return `https://wa.me/${number}?text=${encodeURIComponent(text)}`
  }
  return `https://t.me/share/url?url=${encodeURIComponent(pageUrl)}&text=${encodeURIComponent(text)}`
}
