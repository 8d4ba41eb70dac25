/** The address of an order's ticket page (issue 44), signed with TICKET_KEY. */
import type { AccountOrder } from '../../src/model/entities/users'
import type { Language } from '../../src/model/languages'
import { ticketPath } from '../../src/model/tickets'
import { ticketToken } from '../lib/ticket-token'

export async function ticketPathOf(secret: string, orderUuid: string, language: Language): Promise<string> {
  return ticketPath(await ticketToken(secret, 'page', orderUuid), language)
}

/** Account orders with the ticket page of each paid event order; unchanged without a key. */
export function withTicketPaths(rows: readonly AccountOrder[], secret: string | null, language: Language): Promise<AccountOrder[]> {
  return Promise.all(
    rows.map(async (row) =>
      secret && row.kind === 'events' && row.paid ? { ...row, ticket_path: await ticketPathOf(secret, row.uuid, language) } : row,
    ),
  )
}
