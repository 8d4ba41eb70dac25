import { STAFF_API_PREFIX, STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import type { LeadAssignees } from '../../src/model/lead-inbox'
import { DEMO_ADMIN } from '../../worker/db/seed/demo-admin'
import { expect, test } from './support/fixtures'
import { message } from './support/languages'
import { openDeskAs } from './support/staff-sign-in'

const t = (key: string) => message('ru', key)

/* /admin/audit in words at both widths (issue 41 "Audit log", desk QA): a lead given to a manager reads as
 * "Ответственный: nobody → Demo Manager", by name, not as the staff member's number. */
test("the audit log names a lead's assignee by name, not by number (issue 41)", async ({ page, baseURL }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const sender = `Аудит ${tag}`
  const headers = { 'cf-connecting-ip': `2001:db8::42:${Math.floor(Math.random() * 0xffff).toString(16)}` }
  const created = await page.request.post('/api/client/forms/get_program/orders?language=ru', {
    headers,
    data: { name: sender, phone: `+996700${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`, goal: 'Проверка', messenger: 'telegram', agreement: true },
  })
  expect(created.status()).toBe(201)
  const { uuid } = (await created.json()) as { uuid: string }
  await openDeskAs(page, DEMO_ADMIN)
  const assignees = (await (await page.request.get(`${STAFF_API_PREFIX}${STAFF_ENDPOINTS.leadAssignees.path}`)).json()) as LeadAssignees
  const manager = assignees.people.find((person) => person.name === 'Demo Manager')!
  const assign = `${STAFF_API_PREFIX}${STAFF_ENDPOINTS.leadAssign.path.replace('{id}', uuid)}`
  expect((await page.request.post(assign, { headers: { Origin: baseURL! }, data: { assignee: manager.id } })).status()).toBe(200)

  await page.goto('/admin/audit')
  const card = page.locator('.desk-card').filter({ hasText: sender })
  const assignee = card.locator('.audit-changes__row').filter({ has: page.locator('dt', { hasText: t('admin.audit.fields.assignee_id') }) })
  await expect(assignee.locator('ins')).toHaveText('Demo Manager')
  await expect(card.locator('.audit-changes')).not.toContainText(String(manager.id))
  await expect(card.locator('.desk-card__head')).toContainText(DEMO_ADMIN.email)
})
