/** Helpers of the lead, outbox and subscription tests (issue 25). */
import { env } from 'cloudflare:workers'
import type { OutboxRow } from '../../worker/db/outbox'
import { deliverOutbox } from '../../worker/mail/deliver'
import { postJson } from './event-orders-fixtures'

/** A valid get_program lead (BE-20). */
export const PROGRAM_LEAD = { name: 'Айгерим Тест', phone: '+996 555 123 456', goal: 'Научиться продавать', messenger: 'telegram', agreement: true }

/** A sender address no other test uses (IPv6 documentation range). */
let senders = 0
export function newSender(): string {
  senders += 1
  return `2001:db8:25::${senders.toString(16)}:${Date.now().toString(16).slice(-4)}`
}

export function postLead(slug: string, body: unknown, headers: Record<string, string> = {}, query = 'language=en'): Promise<Response> {
  return postJson(`forms/${slug}/orders?${query}`, body, headers)
}

/** The PDF of the CV tests. */
export const PDF = new TextEncoder().encode('%PDF-1.4\n% a CV for the tests\n%%EOF\n')

/** Base64 of any size (String.fromCharCode takes a bounded number of arguments). */
export function base64(bytes: Uint8Array): string {
  let text = ''
  for (let offset = 0; offset < bytes.length; offset += 30_000) text += String.fromCharCode(...bytes.subarray(offset, offset + 30_000))
  return btoa(text)
}

async function vacancyTitle(): Promise<string> {
  return (await env.DB.prepare("SELECT title FROM vacancy_translations WHERE language = 'ru' LIMIT 1").first<{ title: string }>())!.title
}

/** A vacancy response (career form) with `cv`, from a sender of its own; `fields` override the applicant's. */
export async function careerLead(cv: unknown, headers: Record<string, string> = {}, fields: Record<string, unknown> = {}): Promise<Response> {
  const body = { name: 'Айгерим Тест', phone: '+996555123456', vacancy: await vacancyTitle(), agreement: true, cv, ...fields }
  return postLead('career', body, { 'cf-connecting-ip': newSender(), ...headers })
}

export function outboxOf(cause: string): Promise<OutboxRow[]> {
  return env.DB.prepare('SELECT * FROM outbox WHERE cause = ?1 ORDER BY id').bind(cause).all<OutboxRow>().then((rows) => rows.results)
}

export async function leadRow(uuid: string): Promise<Record<string, unknown> | null> {
  return env.DB.prepare('SELECT * FROM leads WHERE uuid = ?1').bind(uuid).first()
}

/** Delivers every queued message (due within a day) through the local outbox, so that a test starts with none. */
export async function drainOutbox(): Promise<void> {
  const later = Date.now() + 24 * 60 * 60 * 1000
  while ((await deliverOutbox({ ...env, MAIL_DELIVERY: 'local' }, () => later)).sent > 0) {
    // until a run finds nothing due
  }
}
