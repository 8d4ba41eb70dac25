/** The account mails (issue 28 §2, BE-17, OQ-05) in the visitor's language: one action link each. */
import { html } from 'hono/html'
import type { Language } from '../../src/model/languages'
import type { OutboxMessage } from '../db/outbox'
import { ACCOUNT_MAIL_TEXTS, type AccountMailTexts } from './account-texts'
import { mailDocument } from './layout'
import { MAIL_TEXTS } from './texts'

export type AccountMailKind = 'verify_email' | 'already_registered' | 'reset_password' | 'change_email' | 'sign_in'

const PARTS: Record<AccountMailKind, (t: AccountMailTexts) => [subject: string, intro: string, action: string]> = {
  verify_email: (t) => [t.verifySubject, t.verifyIntro, t.verifyAction],
  already_registered: (t) => [t.registeredSubject, t.registeredIntro, t.registeredAction],
  reset_password: (t) => [t.resetSubject, t.resetIntro, t.resetAction],
  change_email: (t) => [t.changeSubject, t.changeIntro, t.changeAction],
  sign_in: (t) => [t.signInSubject, t.signInIntro, t.signInAction],
}

export interface AccountMailInput {
  kind: AccountMailKind
  recipient: string
  language: Language
  /** What caused it (the stored token's hash, or the account's id). */
  cause: string
  link: string
  /** How long a single-use link lives; absent for a link that holds no secret. */
  validHours?: number
}

export async function accountMail({ kind, recipient, language, cause, link, validHours }: AccountMailInput): Promise<OutboxMessage> {
  const t = ACCOUNT_MAIL_TEXTS[language]
  const [subject, intro, action] = PARTS[kind](t)
  const expiry = validHours === undefined ? [] : [validHours < 1 ? t.expiryMinutes(Math.round(validHours * 60)) : t.expiry(validHours), t.ignore]
  const signature = MAIL_TEXTS[language].signature
  const text = [intro, '', `${action}: ${link}`, ...expiry, '', signature].join('\n')
  const body = await mailDocument(
    language,
    subject,
    html`<p>${intro}</p>
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#0b57d0;color:#fff;border-radius:8px;text-decoration:none">${action}</a></p>
${expiry.map((line) => html`<p>${line}</p>`)}<p>${signature}</p>`,
  )
  return { kind: `account_${kind}`, cause, channel: 'visitors', recipient, language, subject, text, html: body, holdsSecret: validHours !== undefined }
}
