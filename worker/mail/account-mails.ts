/** The account mails (issue 28 §2, BE-17, OQ-05) in the visitor's language: one action link each, and the account's sign-in methods (issue 39.2). */
import { html } from 'hono/html'
import type { Language } from '../../src/model/languages'
import type { StaffRole } from '../../src/model/staff'
import type { SignInMethod } from '../auth/sign-in-methods'
import type { OutboxMessage } from '../db/outbox'
import { ACCOUNT_MAIL_TEXTS, type AccountMailTexts } from './account-texts'
import { mailDocument } from './layout'
import { MAIL_TEXTS } from './texts'

export type AccountMailKind =
  | 'verify_email'
  | 'already_registered'
  | 'reset_password'
  | 'change_email'
  | 'email_changed'
  | 'no_account'
  | 'already_verified'
  | 'sign_in'
  | 'staff_invite'
  | 'staff_access'

function staffRoles(t: AccountMailTexts, input: AccountMailInput): string {
  return (input.roles ?? []).map((role) => t.roleNames[role]).join(', ')
}

type Parts = [subject: string, intro: string, action: string, note?: string]

const PARTS: Record<AccountMailKind, (t: AccountMailTexts, input: AccountMailInput) => Parts> = {
  verify_email: (t) => [t.verifySubject, t.verifyIntro, t.verifyAction, t.proofNote],
  already_registered: (t) => [t.registeredSubject, t.registeredIntro, t.registeredAction],
  reset_password: (t) => [t.resetSubject, t.resetIntro, t.resetAction, t.resetNote],
  change_email: (t) => [t.changeSubject, t.changeIntro, t.changeAction, t.proofNote],
  email_changed: (t, input) => [t.changedSubject, t.changedIntro(input.newEmail ?? ''), t.changedAction],
  no_account: (t) => [t.noAccountSubject, t.noAccountIntro, t.noAccountAction],
  already_verified: (t) => [t.verifiedSubject, t.verifiedIntro, t.registeredAction],
  sign_in: (t) => [t.signInSubject, t.signInIntro, t.signInAction],
  staff_invite: (t, input) => [t.inviteSubject, t.inviteIntro(staffRoles(t, input)), t.inviteAction, t.inviteDesk(input.deskLink ?? '')],
  staff_access: (t, input) => [t.inviteSubject, t.inviteIntro(staffRoles(t, input)), t.accessAction],
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
  /** The account's sign-in methods, listed so that its owner sees any they did not set up; none for no account. */
  methods?: readonly SignInMethod[]
  /** email_changed: the address the account moved to. */
  newEmail?: string
  /** staff_invite, staff_access (issue 41): the roles given, and the desk's sign-in address. */
  roles?: readonly StaffRole[]
  deskLink?: string
}

function methodsLine(t: AccountMailTexts, methods: readonly SignInMethod[]): string {
  return methods.length === 0 ? t.noMethods : t.methods(methods.map((method) => t.methodNames[method]).join(', '))
}

export async function accountMail(input: AccountMailInput): Promise<OutboxMessage> {
  const { kind, recipient, language, cause, link, validHours } = input
  const t = ACCOUNT_MAIL_TEXTS[language]
  const [subject, intro, action, note] = PARTS[kind](t, input)
  const account = [...(input.methods ? [methodsLine(t, input.methods)] : []), ...(note ? [note] : [])]
  const expiry = validHours === undefined ? [] : [validHours < 1 ? t.expiryMinutes(Math.round(validHours * 60)) : t.expiry(validHours), t.ignore]
  const signature = MAIL_TEXTS[language].signature
  const text = [intro, '', `${action}: ${link}`, '', ...account, ...expiry, '', signature].join('\n')
  const body = await mailDocument(
    language,
    subject,
    html`<p>${intro}</p>
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#0b57d0;color:#fff;border-radius:8px;text-decoration:none">${action}</a></p>
${account.map((line) => html`<p>${line}</p>`)}${expiry.map((line) => html`<p>${line}</p>`)}<p>${signature}</p>`,
  )
  return { kind: `account_${kind}`, cause, channel: 'visitors', recipient, language, subject, text, html: body, holdsSecret: validHours !== undefined }
}
