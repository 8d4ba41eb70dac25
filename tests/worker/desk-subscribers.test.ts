/** The desk's newsletter list (issue 41 "Subscribers"): by status and address, newest first, on indexes. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { listSubscribers } from '../../worker/db/subscribers'
import { postJson } from './event-orders-fixtures'
import { newSender } from './sender-fixtures'

describe('desk subscribers (issue 41)', () => {
  it('lists a new subscription as pending, finds it by part of the address, and filters by status', async () => {
    const tag = crypto.randomUUID().slice(0, 8)
    for (const name of ['anna', 'bakyt']) {
      const response = await postJson('subscriptions?language=ky', { email: `${name}-${tag}@example.kg` }, { 'cf-connecting-ip': newSender() })
      expect(response.status, await response.clone().text()).toBeLessThan(300)
    }
    const found = await listSubscribers(env.DB, { q: tag.toUpperCase() }, { skip: 0, limit: 10 })
    expect(found.count).toBe(2)
    expect(found.rows.map((row) => row.email)).toEqual([`bakyt-${tag}@example.kg`, `anna-${tag}@example.kg`])
    expect(found.rows[0]).toMatchObject({ status: 'pending', language: 'ky', confirmed_at: null })
    expect((await listSubscribers(env.DB, { q: tag, status: 'confirmed' }, { skip: 0, limit: 10 })).count).toBe(0)
    expect((await listSubscribers(env.DB, { q: tag }, { skip: 1, limit: 1 })).rows.map((row) => row.email)).toEqual([`anna-${tag}@example.kg`])
  })

  it('the list by status reads an index', async () => {
    for (const where of ['', "WHERE status = 'confirmed'"]) {
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN SELECT email FROM subscribers ${where} ORDER BY created DESC, id DESC LIMIT 50`).all<{ detail: string }>()
      const details = plan.results.map((row) => row.detail)
      expect(details.filter((detail) => detail.startsWith('SCAN subscribers') && !detail.includes(' USING ')), details.join('; ')).toEqual([])
    }
  })
})
