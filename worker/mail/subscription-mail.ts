/** The subscription confirmation (BE-28, OQ-07) in the visitor's language, with its confirm and unsubscribe links. */
import { html } from 'hono/html'
import type { Language } from '../../src/model/languages'
import type { OutboxMessage } from '../db/outbox'
import { mailDocument } from './layout'
import { MAIL_TEXTS } from './texts'

export interface SubscriptionLinks {
  confirm: string
  unsubscribe: string
  validHours: number
}

export async function subscriptionConfirmMail(
  email: string,
  language: Language,
  cause: string,
  links: SubscriptionLinks,
): Promise<OutboxMessage> {
  const t = MAIL_TEXTS[language]
  const text = [
    t.confirmIntro,
    '',
    `${t.confirmAction}: ${links.confirm}`,
    t.confirmExpiry(links.validHours),
    '',
    t.confirmIgnore,
    '',
    `${t.unsubscribeNote} ${t.unsubscribeAction}: ${links.unsubscribe}`,
    '',
    t.signature,
  ].join('\n')
  const body = await mailDocument(
    language,
    t.confirmSubject,
    html`<p>${t.confirmIntro}</p>
<p><a href="${links.confirm}" style="display:inline-block;padding:12px 20px;background:#0b57d0;color:#fff;border-radius:8px;text-decoration:none">${t.confirmAction}</a></p>
<p>${t.confirmExpiry(links.validHours)}</p><p>${t.confirmIgnore}</p><p>${t.signature}</p>
<p style="font-size:12px;color:#666">${t.unsubscribeNote} <a href="${links.unsubscribe}">${t.unsubscribeAction}</a></p>`,
  )
  return {
    kind: 'subscription_confirmation',
    cause,
    channel: 'visitors',
    recipient: email,
    language,
    subject: t.confirmSubject,
    text,
    html: body,
    holdsSecret: true,
  }
}
