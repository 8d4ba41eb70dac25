/**
 * A signed-in buyer's buy form as the server renders it (issue 28 §4, ORDER-09, COURSES-10): the name and the e-mail
 * are in the page's HTML already, the e-mail read only, so nothing flashes when the browser takes over.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createUser, signIn } from './accounts-fixtures'
import { get } from './helpers'

async function html(path: string, cookie: string): Promise<{ status: number; text: string }> {
  const response = await get(path, { headers: { Cookie: cookie } })
  return { status: response.status, text: await response.text() }
}

const input = (page: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(page)?.[0] ?? ''

describe('buy forms of a signed-in buyer (ORDER-09)', () => {
  it('ORDER-09: the server render prefills the name and the e-mail, the e-mail read only; anonymous forms are empty', async () => {
    const product = await env.DB.prepare('SELECT slug FROM products ORDER BY slug LIMIT 1').first<{ slug: string }>()
    const user = await createUser()
    const { cookie } = await signIn(user.email)
    const signedIn = await html(`/shop/${product!.slug}`, cookie)
    expect(signedIn.status).toBe(200)
    const email = input(signedIn.text, 'client_email')
    expect(email).toContain(`value="${user.email}"`)
    expect(email).toMatch(/readonly/i)
    expect(input(signedIn.text, 'client_name')).toContain(`value="${user.first_name} ${user.last_name}"`)
    const anonymous = await html(`/shop/${product!.slug}`, '')
    const anonymousEmail = input(anonymous.text, 'client_email')
    expect(anonymousEmail).toContain('value=""')
    expect(anonymousEmail).not.toMatch(/readonly/i)
  })
})
