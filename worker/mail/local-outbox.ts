/** Local runs and tests: a message is "delivered" by staying in the outbox table, where `npm run outbox` shows it. */
import type { MailTransport } from './transport'

export const localOutboxTransport: MailTransport = {
  name: 'local',
  keepsBodies: true,
  async send() {},
}
