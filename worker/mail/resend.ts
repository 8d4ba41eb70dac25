/**
 * Visitors' mail through Resend's HTTP API (`POST /emails`, Bearer key, `Idempotency-Key` so that a retried
 * message is sent once; attachments as base64 `content`): https://resend.com/docs/api-reference/emails/send-email
 */
import { base64Text } from './mime-message'
import type { MailTransport } from './transport'

export const RESEND_DEFAULT_URL = 'https://api.resend.com'

export function resendTransport(apiUrl: string, apiKey: string, from: string): MailTransport {
  return {
    name: 'resend',
    keepsBodies: false,
    async send(mail) {
      const response = await fetch(`${apiUrl.replace(/\/$/, '')}/emails`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${apiKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': `outbox-${mail.id}`,
        },
        body: JSON.stringify({
          from,
          to: [mail.to],
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.attachments.length > 0
            ? { attachments: mail.attachments.map((file) => ({ filename: file.filename, content: base64Text(file.content), content_type: file.contentType })) }
            : {}),
        }),
      })
      if (!response.ok) throw new Error(`Resend answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
    },
  }
}
