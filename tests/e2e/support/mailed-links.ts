import { expect } from '@playwright/test'
import { queryTestDatabase } from './test-database.mjs'

/** The newest mail of `kind` to `address` in the test D1's outbox, as the path and query of its link. */
export async function mailedLink(address: string, kind: string): Promise<string> {
  let text = ''
  await expect
    .poll(async () => {
      const rows = await queryTestDatabase(
        `SELECT text_body FROM outbox WHERE recipient = '${address}' AND kind = 'account_${kind}' ORDER BY id DESC LIMIT 1`,
      )
      text = (rows[0] as { text_body?: string } | undefined)?.text_body ?? ''
      return text
    }, { timeout: 30_000 })
    .not.toBe('')
  const link = new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? '')
  return `${link.pathname}${link.search}`
}
