/**
 * The ticket page (issue 44): `/ticket/<token>` (under a language prefix for en and ky), a plain server-rendered page
 * with no script (readable offline once opened, printable on one A4 sheet), never cached, never indexed. It shows
 * the event, the option, the date and time in the event's zone, the place with a map link (an online event's link
 * only from an hour before its start), the buyer, the order number and a QR code of the door token.
 */
import { Temporal } from '@js-temporal/polyfill'
import { Hono, type Context } from 'hono'
import { html, raw } from 'hono/html'
import { DEFAULT_LANGUAGE, localizePath, type Language } from '../../src/model/languages'
import { siteIconLinksHtml } from '../../src/model/site-icons'
import { mapLink, onlineLinkOpen, onlineLinkOpensAt, zonedMoment, zonedRange } from '../../src/model/tickets'
import { DEFAULT_TIME_ZONE } from '../../src/model/time-zones'
import { findTicket, type TicketRow } from '../db/tickets'
import type { AppEnv } from '../env'
import { qrSvg } from '../lib/qr-svg'
import { requiredSecret } from '../lib/required-secret'
import { ticketToken, verifyTicketToken } from '../lib/ticket-token'
import { eventCalendarPath, eventPagePath, eventPlace } from '../calendar/event-entry'
import { TICKET_TEXTS } from './ticket-texts'

const STYLE = `*{box-sizing:border-box}body{font-family:system-ui,Arial,sans-serif;background:#f4f5f7;color:#1d1d1f;margin:0}
main{background:#fff;margin:24px auto;padding:24px;border-radius:12px;max-width:720px;box-shadow:0 2px 12px #0001}
h1{font-size:26px;margin:4px 0 16px;line-height:1.25}.kind{margin:0;color:#555;text-transform:uppercase;letter-spacing:.08em;font-size:13px}
dl{display:grid;grid-template-columns:minmax(120px,30%) 1fr;gap:8px 16px;margin:0 0 20px}dt{color:#555}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.note{font-weight:400;color:#555;font-size:14px}figure{margin:0;text-align:center}figure svg{width:240px;height:240px}
figcaption{margin-top:8px}a{color:#0b57d0}.links{display:flex;flex-wrap:wrap;gap:12px 24px;margin-top:20px}
@media (max-width:480px){main{margin:0;border-radius:0}dl{grid-template-columns:1fr}dd{margin-bottom:8px}}
@media print{@page{size:A4;margin:15mm}body{background:#fff}main{box-shadow:none;margin:0;max-width:none;padding:0}.links{display:none}
figure svg{width:60mm;height:60mm}main{break-inside:avoid}}`

function page(language: Language, title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">${siteIconLinksHtml()}<title>${title}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`
}

/** What the ticket says where the event takes place: the address with a map link, or the online link when open. */
function placeRow(ticket: TicketRow, language: Language, zone: string, now: Temporal.Instant) {
  const t = TICKET_TEXTS[language]
  const place = eventPlace(ticket, language)
  const address = ticket.format === 'ONLINE' ? null : place
  const online = ticket.format === 'OFFLINE' ? null : onlineLinkOpen(ticket.date_from, now) && ticket.online_url
  const opens = zonedMoment(onlineLinkOpensAt(ticket.date_from), zone, language)
  return html`<dt>${t.place}</dt><dd>${address ? html`${address}<br><a href="${mapLink(address)}" rel="noopener">${t.map}</a>` : t.online}${
    ticket.format === 'OFFLINE'
      ? ''
      : online
        ? html`<br><a href="${online}" rel="noopener" data-online-link>${t.join}</a>`
        : html`<br><span class="note">${t.joinLater(opens.date, opens.time)}</span>`
  }</dd>`
}

async function ticketPage(language: Language, ticket: TicketRow, doorToken: string, now: Temporal.Instant): Promise<string> {
  const t = TICKET_TEXTS[language]
  const zone = ticket.time_zone || DEFAULT_TIME_ZONE
  const body = html`<p class="kind">${t.title} №${ticket.number}</p>
<h1>${ticket.title}</h1>
<dl>
${ticket.option_title ? html`<dt>${t.option}</dt><dd>${ticket.option_title}</dd>` : ''}
<dt>${t.when}</dt><dd>${zonedRange(ticket.date_from, ticket.date_to, zone, language)}<br><span class="note">${t.localTime(zone)}</span></dd>
${placeRow(ticket, language, zone, now)}
<dt>${t.buyer}</dt><dd>${ticket.client_name}</dd>
<dt>${t.order}</dt><dd>№${ticket.number}</dd>
</dl>
<figure><div role="img" aria-label="${t.qrLabel}">${raw(qrSvg(doorToken))}</div><figcaption>${t.qr}</figcaption></figure>
<p class="links"><a href="${eventPagePath(ticket.slug, language)}">${t.eventPage}</a> <a href="${eventCalendarPath(ticket.slug, language)}" download>${t.calendar}</a></p>`
  return String(await page(language, `${t.title} №${ticket.number} — ${ticket.title}`, body))
}

async function notFoundPage(language: Language): Promise<string> {
  const t = TICKET_TEXTS[language]
  return String(await page(language, t.notFoundTitle, html`<h1>${t.notFoundTitle}</h1><p>${t.notFoundText}</p><p><a href="${localizePath('/', language)}">${t.home}</a></p>`))
}

async function showTicket(c: Context<AppEnv>, language: Language) {
  c.header('Cache-Control', 'private, no-store')
  c.header('Referrer-Policy', 'no-referrer')
  c.header('X-Robots-Tag', 'noindex, nofollow')
  const secret = requiredSecret('TICKET_KEY', c.env.TICKET_KEY, new URL(c.req.url))
  const orderUuid = await verifyTicketToken(secret, 'page', c.req.param('token') ?? '')
  const ticket = orderUuid ? await findTicket(c.env.DB, orderUuid, language) : null
  if (ticket?.is_paid !== 1) return c.html(await notFoundPage(language), 404)
  return c.html(await ticketPage(language, ticket, await ticketToken(secret, 'door', ticket.order_uuid), Temporal.Now.instant()))
}

export const ticketPages = new Hono<AppEnv>()
  .get('/ticket/:token', (c) => showTicket(c, DEFAULT_LANGUAGE))
  .get('/:lang/ticket/:token', (c, next) => (c.var.language === DEFAULT_LANGUAGE ? next() : showTicket(c, c.var.language)))
