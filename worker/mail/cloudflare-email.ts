/**
 * The managers' mail through Cloudflare's `send_email` binding, which delivers only to verified addresses: a raw
 * MIME message (plain text and HTML alternatives) built with mimetext's runtime-neutral build.
 */
import { EmailMessage } from 'cloudflare:email'
import { createMimeMessage } from 'mimetext/browser'
import type { MailTransport, OutgoingMail } from './transport'

export function mimeMessage(from: string, mail: OutgoingMail): string {
  const message = createMimeMessage()
  message.setSender(from)
  message.setRecipient(mail.to)
  message.setSubject(mail.subject)
  // UTF-8 bodies as base64 in lines of 76 (RFC 2045), not as the 7bit text mimetext assumes by default.
  const encoded = (text: string) => message.toBase64(text).replace(/.{76}/g, '$&\r\n')
  message.addMessage({ contentType: 'text/plain', encoding: 'base64', data: encoded(mail.text) })
  message.addMessage({ contentType: 'text/html', encoding: 'base64', data: encoded(mail.html) })
  return message.asRaw()
}

export function cloudflareEmailTransport(binding: SendEmail, from: string): MailTransport {
  return {
    name: 'cloudflare-email',
    keepsBodies: false,
    async send(mail) {
      const address = from.match(/<([^>]+)>/)?.[1] ?? from
      await binding.send(new EmailMessage(address, mail.to, mimeMessage(from, mail)))
    },
  }
}
