/** The address of an order's ticket page (issue 44), signed with TICKET_KEY. */
import type { Language } from '../../src/model/languages'
import { ticketPath } from '../../src/model/tickets'
import { ticketToken } from '../lib/ticket-token'

export async function ticketPathOf(secret: string, orderUuid: string, language: Language): Promise<string> {
  return ticketPath(await ticketToken(secret, 'page', orderUuid), language)
}
