/** The managers' mail about a new lead (BE-20), in the managers' language, plain text and HTML. */
import { html } from 'hono/html'
import type { FormEntity, FormFieldEntity } from '../../src/model/entities/publications'
import { MESSENGER_FIELD_SLUG, storedAnswerChannel } from '../../src/model/lead-messenger'
import { LANGUAGE_NATIVE_NAMES } from '../../src/model/language-names'
import { oneLine, quotedLines } from '../../src/model/mail-text'
import { localizePath, type Language } from '../../src/model/languages'
import type { NewLead } from '../db/leads'
import type { OutboxMessage } from '../db/outbox'
import { codeText } from '../lib/catalogue-text'
import { mailDocument } from './layout'
import { mailMoment } from './mail-moment'
import { MAIL_TEXTS, type MailTexts } from './texts'

function shown(field: FormFieldEntity, value: string | boolean, t: MailTexts): string {
  if (field.slug === MESSENGER_FIELD_SLUG) {
    const channel = storedAnswerChannel(value)
    if (channel) return t.answerChannels[channel]
  }
  return typeof value === 'boolean' ? (value ? t.yes : t.no) : value
}

/** The managers' signed link to the lead's CV (BE-29) and until when it works (ISO time). */
export interface CvLink {
  url: string
  until: string
}

/**
 * The outbox message telling the managers about `lead` of `form` (whose texts are in `language`), with the link to the
 * lead's page in the staff desk (`origin`: the site's address) and its CV's link.
 */
export async function leadMail(form: FormEntity, lead: NewLead, language: Language, origin: string, cv?: CvLink): Promise<OutboxMessage> {
  const t = MAIL_TEXTS[language]
  const cvUntil = cv ? t.cvLink(mailMoment(language, cv.until)) : ''
  const cvText = cv ? `${cv.url} — ${cvUntil}` : ''
  const filled = form.fields.filter((field) => lead.field_values[field.slug] !== undefined)
  const rows: Array<[string, string]> = filled.map((field) => [field.title, shown(field, lead.field_values[field.slug]!, t)])
  // Issue 39.9: a one-line value stays on its line; free text (BIG_TEXT) is an indented quote under its label.
  const textRows = filled.flatMap((field, index) => {
    const [title, value] = rows[index]!
    return field.type === 'BIG_TEXT' ? [`${oneLine(title)}:`, ...quotedLines(value)] : [`${oneLine(title)}: ${oneLine(value)}`]
  })
  const details: Array<[string, string]> = [
    [t.language, LANGUAGE_NATIVE_NAMES[lead.language]],
    [t.city, lead.city ?? '—'],
    [t.country, lead.country ?? '—'],
    [t.page, lead.referer || '—'],
    [t.userAgent, lead.user_agent || '—'],
    [t.agreedAt, mailMoment(language, lead.consent_at)],
  ]
  // The subject names the form as the desk's inbox does ("Получить программу"); the intro quotes the heading visitors saw.
  const deskName = codeText(language, 'admin.leads.form', form.slug)
  const subject = t.leadSubject(deskName === form.slug ? form.title : deskName)
  const deskLink = `${origin}${localizePath(`/admin/leads/${lead.uuid}`, language)}`
  const text = [
    t.leadIntro(form.title),
    '',
    ...textRows,
    ...(cv ? [`${t.cv}: ${cvText}`] : []),
    '',
    `${t.leadOpen}: ${deskLink}`,
    '',
    `${t.leadDetails}:`,
    ...details.map(([title, value]) => `${title}: ${oneLine(value)}`),
  ].join('\n')
  const table = (entries: Array<[string, string]>) =>
    html`<table cellpadding="4">${entries.map(([title, value]) => html`<tr><th align="left" valign="top">${title}</th><td style="white-space:pre-wrap">${value}</td></tr>`)}</table>`
  const body = await mailDocument(
    language,
    subject,
    html`<p>${t.leadIntro(form.title)}</p>${table(rows)}${cv ? html`<p>${t.cv}: <a href="${cv.url}">${cvUntil}</a></p>` : ''}<p><a href="${deskLink}">${t.leadOpen}</a></p><h2 style="font-size:16px">${t.leadDetails}</h2>${table(details)}`,
  )
  return { kind: 'lead', cause: lead.uuid, channel: 'managers', recipient: '', language, subject, text, html: body, holdsSecret: cv !== undefined }
}
