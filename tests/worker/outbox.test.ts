/**
 * The outbox sender (issue 25 part 5; BE-15, BE-17, BE-20): a failed delivery stays queued and visible (attempts, last
 * error, next attempt after an exponential backoff) and a later run delivers it exactly once, also when runs overlap;
 * the managers' mail goes through the send_email binding as MIME, visitors' mail through Resend's HTTP API.
 */
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mailRetryDelay } from '../../src/model/mail-retry'
import { enqueueStatement, type OutboxMessage, type OutboxRow } from '../../worker/db/outbox'
import { deliverOutbox } from '../../worker/mail/deliver'
import { scheduled } from '../../worker/index'
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { drainOutbox, outboxOf } from './lead-fixtures'

const FAKE_RESEND = 'https://resend.fake'
const KEY = 're_test_key'

/** A fake Resend (POST /emails, Bearer key, Idempotency-Key): answers 503 while `down`, records accepted mail. */
class FakeResend {
  down = false
  readonly accepted: Array<{
    key: string | null
    body: { from: string; to: string[]; subject: string; text: string; html: string; attachments?: Array<{ filename: string; content: string; content_type: string }> }
  }> = []
  requests = 0

  async handle(request: Request): Promise<Response> {
    this.requests += 1
    if (new URL(request.url).pathname !== '/emails' || request.method !== 'POST') return Response.json({ message: 'not found' }, { status: 404 })
    if (request.headers.get('Authorization') !== `Bearer ${KEY}`) return Response.json({ message: 'API key is invalid' }, { status: 401 })
    if (this.down) return Response.json({ name: 'internal_server_error', message: 'down' }, { status: 503 })
    const key = request.headers.get('Idempotency-Key')
    const body = (await request.json()) as FakeResend['accepted'][number]['body']
    if (!key || !this.accepted.some((mail) => mail.key === key)) this.accepted.push({ key, body })
    return Response.json({ id: crypto.randomUUID() })
  }
}

/** A fake send_email binding that records what it was given, or fails while `down`. */
function fakeSendEmail() {
  const sent: Array<{ from: string; to: string }> = []
  const binding = {
    down: false,
    sent,
    async send(message: EmailMessage) {
      if (binding.down) throw new Error('destination address not verified')
      sent.push({ from: message.from, to: message.to })
      return { messageId: crypto.randomUUID() }
    },
  }
  return binding
}

let resend: FakeResend
let managers: ReturnType<typeof fakeSendEmail>

function liveEnv() {
  return {
    ...env,
    MAIL_DELIVERY: '',
    MAIL_FROM: 'Academy <noreply@trainings.example>',
    MANAGERS_EMAIL: 'managers@trainings.example',
    MANAGERS_MAIL: managers as unknown as SendEmail,
    RESEND_API_URL: FAKE_RESEND,
    RESEND_API_KEY: KEY,
  }
}

function message(cause: string, channel: OutboxMessage['channel'] = 'visitors', holdsSecret = false): OutboxMessage {
  return {
    kind: 'test',
    cause,
    channel,
    recipient: channel === 'visitors' ? 'visitor@example.com' : '',
    language: 'ky',
    subject: 'Тема',
    text: 'Текст https://site/secret-link',
    html: '<p>Текст</p>',
    holdsSecret,
  }
}

async function enqueue(msg: OutboxMessage, now = Date.now()): Promise<OutboxRow> {
  await env.DB.batch([enqueueStatement(env.DB, msg, now)])
  return (await outboxOf(msg.cause))[0]!
}

beforeEach(async () => {
  await drainOutbox()
  resend = new FakeResend()
  managers = fakeSendEmail()
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = new Request(input, init)
    return request.url.startsWith(FAKE_RESEND) ? resend.handle(request) : realFetch(input, init)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('attachments (issue 44)', () => {
  it('issue 44: a message queued with an .ics reaches Resend with it as base64 content; the local outbox keeps it', async () => {
    const cause = `attachment-${crypto.randomUUID()}`
    const ics = 'BEGIN:VCALENDAR\r\nSUMMARY:Лидерство\r\nEND:VCALENDAR\r\n'
    await enqueue({ ...message(cause), attachments: [{ filename: 'event.ics', contentType: 'text/calendar; method=PUBLISH', content: ics }] })
    const [queued] = await outboxOf(cause)
    expect(JSON.parse(queued!.attachments)).toEqual([{ filename: 'event.ics', contentType: 'text/calendar; method=PUBLISH', content: ics }])
    expect(await deliverOutbox(liveEnv())).toEqual({ sent: 1, failed: 0 })
    const files = resend.accepted[0]!.body.attachments!
    expect(files).toHaveLength(1)
    expect(files[0]).toMatchObject({ filename: 'event.ics', content_type: 'text/calendar; method=PUBLISH' })
    const bytes = Uint8Array.from(atob(files[0]!.content), (character) => character.charCodeAt(0))
    expect(new TextDecoder().decode(bytes)).toBe(ics)
  })

  it('issue 44: a message without attachments reaches Resend without the field', async () => {
    await enqueue(message(`plain-${crypto.randomUUID()}`))
    expect(await deliverOutbox(liveEnv())).toEqual({ sent: 1, failed: 0 })
    expect(resend.accepted[0]!.body).not.toHaveProperty('attachments')
  })
})

describe('a failing sender leaves the message queued; a later run delivers it exactly once (BE-20)', () => {
  it('keeps attempts, the error and the next attempt time, backs off exponentially, then delivers once', async () => {
    const cause = `retry-${crypto.randomUUID()}`
    const start = Date.now()
    await enqueue(message(cause), start)
    resend.down = true

    expect(await deliverOutbox(liveEnv(), () => start)).toEqual({ sent: 0, failed: 1 })
    let [row] = await outboxOf(cause)
    expect(row).toMatchObject({ status: 'queued', attempts: 1, next_attempt_at: start + mailRetryDelay(1), claim: null })
    expect(row!.last_error).toContain('503')

    expect(await deliverOutbox(liveEnv(), () => start + mailRetryDelay(1) - 1)).toEqual({ sent: 0, failed: 0 })
    const second = start + mailRetryDelay(1)
    expect(await deliverOutbox(liveEnv(), () => second)).toEqual({ sent: 0, failed: 1 })
    ;[row] = await outboxOf(cause)
    expect(row).toMatchObject({ status: 'queued', attempts: 2, next_attempt_at: second + mailRetryDelay(2) })
    expect(mailRetryDelay(2)).toBe(2 * mailRetryDelay(1))

    resend.down = false
    const third = second + mailRetryDelay(2)
    expect(await deliverOutbox(liveEnv(), () => third)).toEqual({ sent: 1, failed: 0 })
    expect(await deliverOutbox(liveEnv(), () => third + 10 * mailRetryDelay(10))).toEqual({ sent: 0, failed: 0 })
    ;[row] = await outboxOf(cause)
    expect(row).toMatchObject({ status: 'sent', attempts: 3, transport: 'resend', last_error: null })
    expect(resend.accepted).toHaveLength(1)
    expect(resend.accepted[0]!.body).toEqual({
      from: 'Academy <noreply@trainings.example>',
      to: ['visitor@example.com'],
      subject: 'Тема',
      text: 'Текст https://site/secret-link',
      html: '<p>Текст</p>',
    })
    expect(resend.accepted[0]!.key).toBe(`outbox-${row!.id}`)
  })

  it('a missing configuration is a failure like any other: queued, with the missing setting as the error', async () => {
    const cause = `unconfigured-${crypto.randomUUID()}`
    await enqueue(message(cause, 'managers'))
    expect(await deliverOutbox({ ...liveEnv(), MANAGERS_EMAIL: '' })).toEqual({ sent: 0, failed: 1 })
    const [row] = await outboxOf(cause)
    expect(row).toMatchObject({ status: 'queued', attempts: 1 })
    expect(row!.last_error).toMatch(/MANAGERS_EMAIL/)
  })

  it('concurrent runs claim each message once: every message is delivered exactly once', async () => {
    const causes = Array.from({ length: 12 }, (_, index) => `concurrent-${index}-${crypto.randomUUID()}`)
    for (const cause of causes) await enqueue(message(cause))
    const reports = await Promise.all(Array.from({ length: 6 }, () => deliverOutbox(liveEnv())))
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(causes.length)
    expect(resend.requests).toBe(causes.length)
    expect(new Set(resend.accepted.map((mail) => mail.key)).size).toBe(causes.length)
    for (const cause of causes) expect((await outboxOf(cause))[0]).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('the managers mail goes to the configured address through send_email; a refused send is retried', async () => {
    const cause = `managers-${crypto.randomUUID()}`
    await enqueue(message(cause, 'managers'))
    managers.down = true
    expect(await deliverOutbox(liveEnv())).toEqual({ sent: 0, failed: 1 })
    expect((await outboxOf(cause))[0]!.last_error).toContain('not verified')
    managers.down = false
    expect(await deliverOutbox(liveEnv(), () => Date.now() + mailRetryDelay(1))).toEqual({ sent: 1, failed: 0 })
    expect(managers.sent).toEqual([{ from: 'noreply@trainings.example', to: 'managers@trainings.example' }])
    expect((await outboxOf(cause))[0]).toMatchObject({ status: 'sent', transport: 'cloudflare-email' })
  })

  it('erases the bodies of a message holding a secret link once a real transport delivered it; the local outbox keeps them', async () => {
    const secret = `secret-${crypto.randomUUID()}`
    await enqueue(message(secret, 'visitors', true))
    await deliverOutbox(liveEnv())
    expect((await outboxOf(secret))[0]).toMatchObject({ status: 'sent', text_body: '', html_body: '' })
    const local = `local-${crypto.randomUUID()}`
    await enqueue(message(local, 'visitors', true))
    await drainOutbox()
    expect((await outboxOf(local))[0]).toMatchObject({ status: 'sent', transport: 'local', text_body: 'Текст https://site/secret-link' })
  })

  it('the cron trigger runs the sender', async () => {
    const cause = `cron-${crypto.randomUUID()}`
    await enqueue(message(cause))
    const ctx = createExecutionContext()
    scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), liveEnv(), ctx)
    await waitOnExecutionContext(ctx)
    expect((await outboxOf(cause))[0]).toMatchObject({ status: 'sent', transport: 'resend' })
  })
})
