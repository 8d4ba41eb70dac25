/** The managers' mail through Cloudflare's `send_email` binding, which delivers only to verified addresses. */
import { EmailMessage } from 'cloudflare:email'
import { mimeMessage } from './mime-message'
import type { MailTransport } from './transport'

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
