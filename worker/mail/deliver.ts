/**
 * The outbox sender (BE-15, BE-17, BE-20): claims due messages atomically, delivers each through its channel's
 * transport, marks it sent, or keeps it queued with the error and the next attempt after an exponential backoff.
 * Run by the cron trigger and kicked after each commit that queues mail; concurrent runs never share a message.
 */
import { mailRetryDelay } from '../../src/model/mail-retry'
import { claimDueMessages, markFailed, markSent, type OutboxRow } from '../db/outbox'
import type { Bindings } from '../env'
import { randomToken } from '../lib/random-token'
import type { OutgoingMail } from './transport'
import { transportFor } from './transports'

/** A run claims this many messages at most; a claim lapses after the lease (a run that died). */
export const OUTBOX_BATCH = 25
export const OUTBOX_LEASE_MS = 5 * 60 * 1000

export interface DeliveryReport {
  sent: number
  failed: number
}

async function deliverOne(env: Bindings, row: OutboxRow, now: () => number): Promise<boolean> {
  const channel = transportFor(env, row.channel)
  try {
    if (typeof channel === 'string') throw new Error(channel)
    const to = channel.to ?? row.recipient
    const attachments = JSON.parse(row.attachments || '[]') as OutgoingMail['attachments']
    await channel.transport.send({ id: row.id, to, subject: row.subject, text: row.text_body, html: row.html_body, attachments })
    await markSent(env.DB, row, channel.transport.name, now(), channel.transport.keepsBodies)
    return true
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    console.error('Outbox delivery failed', row.id, row.kind, reason)
    await markFailed(env.DB, row, reason, now() + mailRetryDelay(row.attempts))
    return false
  }
}

/** Delivers what is due now; answers how many were sent and how many failed. */
export async function deliverOutbox(env: Bindings, now: () => number = Date.now): Promise<DeliveryReport> {
  const rows = await claimDueMessages(env.DB, randomToken(), now(), OUTBOX_LEASE_MS, OUTBOX_BATCH)
  const results = await Promise.all(rows.map((row) => deliverOne(env, row, now)))
  const sent = results.filter(Boolean).length
  return { sent, failed: results.length - sent }
}
