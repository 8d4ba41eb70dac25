/** The editor's rich-text preview (issue 42, BE-25): what the server would store, through the same allow-list. */
import { describe, expect, it } from 'vitest'
import { createStaff, staffCookieFor, staffSend } from './staff-fixtures'

describe('rich-text preview (issue 42, BE-25)', () => {
  it('BE-25: keeps the toolbar’s markup and drops scripts, handlers and javascript: links', async () => {
    const { user } = await createStaff(['manager'])
    const cookie = await staffCookieFor(user.id)
    const html =
      '<h2>Title</h2><p><strong>bold</strong> <em>it</em> <a href="https://example.com">ok</a> <a href="javascript:alert(1)">bad</a></p>' +
      '<ul><li>one</li></ul><img src="https://example.com/x.png" onerror="alert(1)"><script>alert(2)</script>'
    const response = await staffSend('POST', '/rich-text/preview', cookie, { html })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { html: string }).html).toBe(
      '<h2>Title</h2><p><strong>bold</strong> <em>it</em> <a href="https://example.com">ok</a> <a href>bad</a></p><ul><li>one</li></ul><img src="https://example.com/x.png">',
    )
  })

  it('is for editors only, and refuses an unknown field', async () => {
    const { user } = await createStaff(['moderator'])
    expect((await staffSend('POST', '/rich-text/preview', await staffCookieFor(user.id), { html: '' })).status).toBe(404)
    const { user: manager } = await createStaff(['manager'])
    expect((await staffSend('POST', '/rich-text/preview', await staffCookieFor(manager.id), { html: '', extra: 1 })).status).toBe(400)
  })
})
