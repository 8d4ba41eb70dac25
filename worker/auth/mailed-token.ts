/**
 * Issuing a mailed single-use link in one batch: the token row for the user a condition selects and its mail,
 * queued only when the token was stored, else the `otherwise` mail (issue 39.6: one mail is queued and delivered
 * either way). The same statements run, so the answer and its time do not tell whether the address has an account.
 */
import type { Context } from 'hono'
import type { Language } from '../../src/model/languages'
import { tokenHash } from '../lib/token-hash'
import { enqueueStatement } from '../db/outbox'
import type { AppEnv } from '../env'
import { accountMail, type AccountMailInput, type AccountMailKind } from '../mail/account-mails'
import { kickOutbox } from '../mail/kick'
import { randomToken } from '../lib/random-token'
import { accountLink } from './account-links'
import type { SignInMethod } from './sign-in-methods'
import { issueTokenStatement, TOKEN_HOURS, TOKEN_ISSUED, type TokenPurpose } from './user-tokens'

export interface MailedToken {
  purpose: TokenPurpose & AccountMailKind
  recipient: string
  language: Language
  /** The link's query with `{token}` where the token goes. */
  query: string
  newEmail?: string
  /** The account's sign-in methods, which the mail lists (issue 39.2). */
  methods: readonly SignInMethod[]
  /** The mail the address gets when the condition selects nobody (no account, or one the link is not for). */
  otherwise?: { kind: AccountMailKind; methods?: readonly SignInMethod[]; link?: string }
  /** The mail's kind when not the purpose's own, and how long the link lives when not TOKEN_HOURS (a staff invitation, issue 41). */
  kind?: AccountMailKind
  validHours?: number
  /** What both mails say besides (a staff invitation's roles and desk address). */
  extra?: Pick<AccountMailInput, 'roles' | 'deskLink'>
  /** The condition on client_users (parameters from ?6) selecting the user. */
  userSql: string
  userValues: unknown[]
}

/** The statements that store a new token and queue its mail, and the token's hash (the mail's cause). */
export async function mailedTokenStatements(
  c: Context<AppEnv>,
  mailed: MailedToken,
  now: number,
): Promise<{ hash: string; statements: D1PreparedStatement[] }> {
  const token = randomToken(32)
  const hash = await tokenHash(token)
  const validHours = mailed.validHours ?? TOKEN_HOURS[mailed.purpose]
  const mail = await accountMail({
    ...mailed.extra,
    kind: mailed.kind ?? mailed.purpose,
    recipient: mailed.recipient,
    language: mailed.language,
    cause: hash,
    link: accountLink(c, mailed.language, mailed.query.replace('{token}', token)),
    validHours,
    methods: mailed.methods,
  })
  const otherwise = mailed.otherwise
    ? await accountMail({
        ...mailed.extra,
        kind: mailed.otherwise.kind,
        recipient: mailed.recipient,
        language: mailed.language,
        cause: hash,
        link: mailed.otherwise.link ?? accountLink(c, mailed.language, 'login'),
        ...(mailed.otherwise.methods ? { methods: mailed.otherwise.methods } : {}),
      })
    : null
  const db = c.env.DB
  return {
    hash,
    statements: [
      issueTokenStatement(db, { hash, purpose: mailed.purpose, newEmail: mailed.newEmail, now, hours: validHours }, mailed.userSql, ...mailed.userValues),
      enqueueStatement(db, mail, now, { sql: TOKEN_ISSUED, value: hash }),
      ...(otherwise ? [enqueueStatement(db, otherwise, now, { sql: `NOT ${TOKEN_ISSUED}`, value: hash })] : []),
    ],
  }
}

/** Stores the token and queues its mail when the condition selects a user; starts delivery. */
export async function sendMailedToken(c: Context<AppEnv>, mailed: MailedToken): Promise<void> {
  await c.env.DB.batch((await mailedTokenStatements(c, mailed, Date.now())).statements)
  kickOutbox(c)
}
