/**
 * Subscriptions with double opt-in (issue 25 part 3; EVENTS-09, COURSES-05, BE-28, OQ-07, OQ-35): POST subscriptions
 * queues a confirmation mail in the visitor's language with the address stored as pending; opening its link once
 * confirms (a second time, or after expiry, is refused); the unsubscribe link works without login; tokens are kept
 * only as hashes; the per-sender limit holds under 40 requests in flight.
 */
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import { SUBSCRIPTION_PATHS } from '../../src/model/entities/leads'
import { RATE_LIMITS } from '../../worker/lib/sender-limits'
import { tokenHash } from '../../worker/lib/token-hash'
import type { OutboxRow } from '../../worker/db/outbox'
import { postJson } from './event-orders-fixtures'
import { get, statusOf } from './helpers'
import { drainOutbox, newSender } from './lead-fixtures'

interface SubscriberRow {
  id: number
  email: string
  language: string
  status: string
  confirm_token_hash: string | null
  confirm_expires_at: number | null
  unsubscribe_token_hash: string
}

function subscriber(email: string): Promise<SubscriberRow | null> {
  return env.DB.prepare('SELECT * FROM subscribers WHERE email = ?1').bind(email).first<SubscriberRow>()
}

async function mailsTo(email: string): Promise<OutboxRow[]> {
  return (await env.DB.prepare('SELECT * FROM outbox WHERE recipient = ?1 ORDER BY id').bind(email).all<OutboxRow>()).results
}

function linkIn(mail: OutboxRow, path: string): string {
  const match = mail.text_body.match(new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]+`))
  expect(match, mail.text_body).not.toBeNull()
  return match![0]
}

function subscribe(email: unknown, query = 'language=ky', headers: Record<string, string> = {}): Promise<Response> {
  return postJson(`subscriptions?${query}`, { email }, headers)
}

const address = () => `reader-${crypto.randomUUID()}@example.com`

beforeEach(drainOutbox)

describe('POST subscriptions and the confirmation link (BE-28, OQ-07)', () => {
  it('stores the address as pending and queues one confirmation mail in the visitor language with confirm and unsubscribe links', async () => {
    const email = address()
    const response = await subscribe(`  ${email.toUpperCase()} `)
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ status: 'confirmation_sent' })
    const row = (await subscriber(email))!
    expect(row).toMatchObject({ status: 'pending', language: 'ky' })
    const [mail, ...more] = await mailsTo(email)
    expect(more).toEqual([])
    expect(mail).toMatchObject({ kind: 'subscription_confirmation', channel: 'visitors', language: 'ky', subject: 'Жазылууну ырастаңыз', holds_secret: 1 })
    expect(mail!.html_body).toContain('Жазылууну ырастоо')
    const confirm = linkIn(mail!, SUBSCRIPTION_PATHS.confirm)
    const unsubscribe = linkIn(mail!, SUBSCRIPTION_PATHS.unsubscribe)
    expect(mail!.html_body).toContain(`href="${confirm}"`)
    expect(mail!.html_body).toContain(`href="${unsubscribe}"`)
    // tokens of ≥ 128 bits, stored only as their SHA-256
    const token = new URL(confirm).searchParams.get('token')!
    expect(token.length).toBeGreaterThanOrEqual(22)
    expect(row.confirm_token_hash).toBe(await tokenHash(token))
    expect(row.unsubscribe_token_hash).toBe(await tokenHash(new URL(unsubscribe).searchParams.get('token')!))
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('opening the link confirms once, in the subscriber language; the same link again is refused', async () => {
    const email = address()
    await subscribe(email)
    const confirm = new URL(linkIn((await mailsTo(email))[0]!, SUBSCRIPTION_PATHS.confirm))
    const first = await get(confirm.pathname + confirm.search)
    expect(first.status).toBe(200)
    expect(first.headers.get('Cache-Control')).toContain('no-store')
    const page = await first.text()
    expect(page).toContain('<html lang="ky">')
    expect(page).toContain('data-outcome="confirmed"')
    expect(page).toContain('Жазылуу ырасталды')
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', confirm_token_hash: null })
    const again = await get(confirm.pathname + confirm.search)
    expect(again.status).toBe(404)
    expect(await again.text()).toContain('data-outcome="confirmInvalid"')
    expect((await subscriber(email))!.status).toBe('confirmed')
  })

  it('an expired link is refused and the address stays pending; a bad token shows the invalid page in the asked language', async () => {
    const email = address()
    await subscribe(email, 'language=en')
    const confirm = new URL(linkIn((await mailsTo(email))[0]!, SUBSCRIPTION_PATHS.confirm))
    await env.DB.prepare('UPDATE subscribers SET confirm_expires_at = ?2 WHERE email = ?1').bind(email, Date.now() - 1).run()
    const expired = await get(confirm.pathname + confirm.search)
    expect(expired.status).toBe(404)
    expect((await subscriber(email))!.status).toBe('pending')
    const bad = await get(`${SUBSCRIPTION_PATHS.confirm}?token=${'x'.repeat(32)}&lang=en`)
    expect(bad.status).toBe(404)
    expect(await bad.text()).toContain('This link does not work')
    expect(await statusOf(`${SUBSCRIPTION_PATHS.confirm}?token=%27--&lang=fr`)).toBe(404)
  })

  it('the unsubscribe link ends the subscription without login, and opening it again changes nothing', async () => {
    const email = address()
    await subscribe(email, 'language=ru')
    const [mail] = await mailsTo(email)
    const confirm = new URL(linkIn(mail!, SUBSCRIPTION_PATHS.confirm))
    await get(confirm.pathname + confirm.search)
    const unsubscribe = new URL(linkIn(mail!, SUBSCRIPTION_PATHS.unsubscribe))
    const page = await get(unsubscribe.pathname + unsubscribe.search)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Вы отписались')
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' })
    expect(await statusOf(unsubscribe.pathname + unsubscribe.search)).toBe(200)
    expect((await subscriber(email))!.status).toBe('unsubscribed')
  })

  it('a confirmed address asking again gets the same answer and no mail; a pending one gets a new link and the old one stops working', async () => {
    const email = address()
    await subscribe(email)
    const oldLink = new URL(linkIn((await mailsTo(email))[0]!, SUBSCRIPTION_PATHS.confirm))
    expect((await subscribe(email)).status).toBe(202)
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(2)
    expect(await statusOf(oldLink.pathname + oldLink.search)).toBe(404)
    const newLink = new URL(linkIn(mails[1]!, SUBSCRIPTION_PATHS.confirm))
    expect(await statusOf(newLink.pathname + newLink.search)).toBe(200)
    expect((await subscribe(email)).status).toBe(202)
    expect(await mailsTo(email)).toHaveLength(2)
    expect((await subscriber(email))!.status).toBe('confirmed')
  })
})

describe('POST subscriptions rejects (OQ-35, OQ-06, BE-27)', () => {
  it('a bad or too long e-mail, a missing one and unknown fields: 400 with field errors', async () => {
    const fieldsOf = async (response: Response) => {
      expect(response.status).toBe(400)
      return ((await response.json()) as ApiErrorBody).fields
    }
    expect(await fieldsOf(await subscribe('not-an-address'))).toEqual({ email: ['forms.errors.email_invalid'] })
    expect(await fieldsOf(await subscribe(`${'a'.repeat(250)}@example.com`))).toEqual({ email: ['forms.errors.too_long'] })
    expect(await fieldsOf(await subscribe('   '))).toEqual({ email: ['forms.errors.required'] })
    expect(await fieldsOf(await postJson('subscriptions', {}))).toEqual({ email: ['forms.errors.required'] })
    expect(await fieldsOf(await postJson('subscriptions', { email: address(), list: 'all' }))).toEqual({ list: ['api.errors.unknown_field'] })
  })

  it(`40 in flight from one sender: exactly ${RATE_LIMITS.subscriptions.count} accepted, the rest 429 with Retry-After`, async () => {
    const sender = newSender()
    const answers = await Promise.all(Array.from({ length: 40 }, () => subscribe(address(), 'language=en', { 'cf-connecting-ip': sender })))
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(RATE_LIMITS.subscriptions.count)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(40 - RATE_LIMITS.subscriptions.count)
    expect(Number(refused[0]!.headers.get('Retry-After'))).toBeGreaterThan(0)
  })
})
