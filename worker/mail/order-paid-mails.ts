/** The mails of a paid order (BE-15, OQ-44): the buyer's confirmation in the order's language and the managers' notice. */
import { html } from 'hono/html'
import { formatMoney } from '../../src/model/format-money'
import type { Language } from '../../src/model/languages'
import type { OrderKind } from '../db/order-kinds'
import type { OrderPositionRow, OrderRow } from '../db/orders'
import type { OutboxMessage } from '../db/outbox'
import type { PaymentRow } from '../db/payments'
import type { TicketMail } from '../tickets/ticket-mail'
import { TICKET_TEXTS } from '../tickets/ticket-texts'
import { mailDocument } from './layout'
import { MAIL_TEXTS } from './texts'

export interface PaidOrder {
  kind: OrderKind
  order: OrderRow
  payment: Pick<PaymentRow, 'amount' | 'currency' | 'payment_method'>
  paidAt: string
  accessUntil: string | null
  accessMonths: number | null
}

/** A date of an ISO time, in UTC: 2027-11-27 in English, 27.11.2027 in Russian and Kyrgyz. */
export function mailDate(language: Language, iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-')
  return language === 'en' ? `${year}-${month}-${day}` : `${day}.${month}.${year}`
}

/** What was bought, its option, the amount paid and, for a course, the access period: the rows both mails share. */
function purchaseRows(paid: PaidOrder, position: OrderPositionRow | null, language: Language): Array<[string, string]> {
  const t = MAIL_TEXTS[language]
  return [
    [t.orderNumber, `№${paid.order.number}`],
    [t.orderKinds[paid.kind], position?.title ?? '—'],
    ...(position?.option_title ? [[t.orderOption, position.option_title] as [string, string]] : []),
    [t.orderPaid, formatMoney(language, paid.payment.amount, paid.payment.currency)],
  ]
}

/** COURSES-11: the access period of a course, as a sentence; null for other kinds. */
function accessNote(paid: PaidOrder, language: Language): string | null {
  if (paid.accessUntil === null || paid.accessMonths === null) return null
  return MAIL_TEXTS[language].orderAccess(paid.accessMonths, mailDate(language, paid.accessUntil))
}

function table(rows: Array<[string, string]>) {
  return html`<table cellpadding="4">${rows.map(([title, value]) => html`<tr><th align="left" valign="top">${title}</th><td>${value}</td></tr>`)}</table>`
}

function lines(rows: Array<[string, string]>): string[] {
  return rows.map(([title, value]) => `${title}: ${value}`)
}

/** Issue 44: an event's date and place in the table, what to bring and the ticket's link after it. */
function ticketRows(ticket: TicketMail | null, language: Language): Array<[string, string]> {
  if (!ticket) return []
  const t = TICKET_TEXTS[language]
  return [[t.when, ticket.when], ...(ticket.place ? [[t.place, ticket.place] as [string, string]] : []), [t.bring, ticket.bring]]
}

/** The buyer's confirmation, to the order's e-mail in the order's language; an event's with its ticket and `.ics`. */
export async function buyerConfirmationMail(paid: PaidOrder, position: OrderPositionRow | null, ticket: TicketMail | null = null): Promise<OutboxMessage> {
  const language = paid.order.language
  const t = MAIL_TEXTS[language]
  const rows = [...purchaseRows(paid, position, language), ...ticketRows(ticket, language)]
  const access = accessNote(paid, language)
  const notes = [...(access ? [access] : []), t.orderNextStep[paid.kind]]
  const subject = t.orderPaidSubject(paid.order.number)
  const open = TICKET_TEXTS[language].openTicket
  const ticketLines = ticket ? [`${open}: ${ticket.url}`, ''] : []
  const text = [t.orderPaidIntro(paid.order.client_name), '', ...lines(rows), '', ...ticketLines, ...notes, '', t.signature].join('\n')
  const body = await mailDocument(
    language,
    subject,
    html`<p>${t.orderPaidIntro(paid.order.client_name)}</p>${table(rows)}${ticket ? html`<p><a href="${ticket.url}">${open}</a></p>` : ''}${notes.map((note) => html`<p>${note}</p>`)}<p>${t.signature}</p>`,
  )
  return {
    kind: 'order_paid',
    cause: paid.order.uuid,
    channel: 'visitors',
    recipient: paid.order.client_email,
    language,
    subject,
    text,
    html: body,
    // The ticket's link opens the ticket (and an online event's link): the bodies go once the mail is delivered.
    holdsSecret: ticket !== null,
    ...(ticket ? { attachments: [ticket.ics] } : {}),
  }
}

/** The managers' notice, in `language`: the purchase, the buyer's contacts and the payment. */
export async function managersNoticeMail(paid: PaidOrder, position: OrderPositionRow | null, language: Language): Promise<OutboxMessage> {
  const t = MAIL_TEXTS[language]
  const { order } = paid
  const rows: Array<[string, string]> = [
    ...purchaseRows(paid, position, language),
    [t.orderMethod, paid.payment.payment_method],
    [t.orderPaidAt, paid.paidAt],
  ]
  const buyer: Array<[string, string]> = [
    [t.orderBuyer, order.client_name],
    [t.orderPhone, order.client_phone],
    [t.orderEmail, order.client_email],
    [t.city, order.city ?? '—'],
    [t.country, order.country ?? '—'],
  ]
  const subject = t.orderNoticeSubject(order.number, position?.title ?? '—')
  const access = accessNote(paid, language)
  const notes = access ? [access] : []
  const text = [t.orderNoticeIntro, '', ...lines(rows), ...notes, '', ...lines(buyer)].join('\n')
  const body = await mailDocument(
    language,
    subject,
    html`<p>${t.orderNoticeIntro}</p>${table(rows)}${notes.map((note) => html`<p>${note}</p>`)}${table(buyer)}`,
  )
  return { kind: 'order_paid_notice', cause: order.uuid, channel: 'managers', recipient: '', language, subject, text, html: body, holdsSecret: false }
}
