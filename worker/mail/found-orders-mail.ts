/**
 * "Find my orders" (issue 44): one mail to the address with a link to every order, ticket and course access bought
 * with it in the last year, or word that there is none. Its links open orders, so its bodies are erased once sent.
 */
import { html } from 'hono/html'
import type { AccountOrder } from '../../src/model/entities/users'
import { localizePath, type Language } from '../../src/model/languages'
import type { OutboxMessage } from '../db/outbox'
import { mailDocument } from './layout'
import { MAIL_TEXTS } from './texts'

const TEXTS: Record<Language, { subject: string; intro: string; none: string; ticket: string; paid: string; awaiting: string; ignore: string }> = {
  ru: {
    subject: 'Ваши заказы',
    intro: 'Вы (или кто-то другой) запросили на сайте заказы, оформленные на этот адрес за последний год:',
    none: 'За последний год на этот адрес заказов не оформлялось.',
    ticket: 'Билет',
    paid: 'оплачен',
    awaiting: 'ожидает оплаты',
    ignore: 'Если вы не запрашивали это письмо, просто удалите его.',
  },
  en: {
    subject: 'Your orders',
    intro: 'You (or someone else) asked on our site for the orders made with this address in the last year:',
    none: 'No orders were made with this address in the last year.',
    ticket: 'Ticket',
    paid: 'paid',
    awaiting: 'awaiting payment',
    ignore: 'If you did not ask for this mail, simply delete it.',
  },
  ky: {
    subject: 'Сиздин буйрутмаларыңыз',
    intro: 'Сиз (же башка бирөө) сайттан бул дарекке акыркы бир жылда берилген буйрутмаларды сурадыңыз:',
    none: 'Акыркы бир жылда бул дарекке буйрутма берилген эмес.',
    ticket: 'Билет',
    paid: 'төлөнгөн',
    awaiting: 'төлөм күтүлүүдө',
    ignore: 'Эгер бул катты сиз сураган эмес болсоңуз, аны өчүрүп салыңыз.',
  },
}

export async function foundOrdersMail(recipient: string, orders: readonly AccountOrder[], origin: string, language: Language, cause: string): Promise<OutboxMessage> {
  const t = TEXTS[language]
  const kinds = MAIL_TEXTS[language].orderKinds
  const items = orders.map((order) => ({
    heading: `№${order.number} · ${kinds[order.kind]}: ${order.title} (${order.paid ? t.paid : t.awaiting})`,
    link: `${origin}${localizePath(order.payment_path, language)}`,
    ticket: order.ticket_path ? `${origin}${order.ticket_path}` : null,
  }))
  const text = [
    t.intro,
    '',
    ...(items.length === 0 ? [t.none] : items.flatMap((item) => [item.heading, item.link, ...(item.ticket ? [`${t.ticket}: ${item.ticket}`] : []), ''])),
    '',
    t.ignore,
    '',
    MAIL_TEXTS[language].signature,
  ].join('\n')
  const body = await mailDocument(
    language,
    t.subject,
    html`<p>${t.intro}</p>${
      items.length === 0
        ? html`<p>${t.none}</p>`
        : html`<ul>${items.map(
            (item) => html`<li><a href="${item.link}">${item.heading}</a>${item.ticket ? html` · <a href="${item.ticket}">${t.ticket}</a>` : ''}</li>`,
          )}</ul>`
    }<p>${t.ignore}</p><p>${MAIL_TEXTS[language].signature}</p>`,
  )
  return { kind: 'found_orders', cause, channel: 'visitors', recipient, language, subject: t.subject, text, html: body, holdsSecret: true }
}
