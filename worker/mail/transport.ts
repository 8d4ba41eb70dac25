/** One interface for every way the outbox delivers a message (BE-15, BE-17, BE-20). */
import type { MailAttachment } from '../db/outbox'

/** A message ready to leave: the recipient resolved, the bodies rendered. */
export interface OutgoingMail {
  /** The outbox row's id: providers that take an idempotency key get one derived from it. */
  id: number
  to: string
  subject: string
  text: string
  html: string
  attachments: MailAttachment[]
}

export interface MailTransport {
  /** Stored with a delivered message. */
  name: string
  /** Whether a delivered message keeps its bodies in the outbox (the local outbox, which a developer reads). */
  keepsBodies: boolean
  /** Delivers the message or throws with the reason. */
  send(mail: OutgoingMail): Promise<void>
}
