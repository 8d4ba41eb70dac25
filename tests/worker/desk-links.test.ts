import { describe, expect, it } from 'vitest'
import { DESK_SECTIONS } from '../../src/model/staff'
import { get } from './helpers'
import { expectNoDeadLinks } from './link-walk'
import { staffCookieOf } from './staff-fixtures'

/**
 * No dead ends on the desk (issue 41, issue 42; DEVELOPERS "No dead ends"): from the desk's home and every section an
 * admin sees, the server-rendered pages are walked through their own links (each shape of address once),
 * and every link any of them shows, to the desk, to the site or to an export, answers without an error.
 */
describe('the desk has no dead links (issue 41)', () => {
  it('every link on the pages an admin can reach from the desk answers 2xx or a redirect to a page that does', async () => {
    const cookie = await staffCookieOf(['admin'])
    const walked = await expectNoDeadLinks({
      open: (path) => get(path, { headers: { cookie } }),
      start: ['/admin', '/admin/security', ...DESK_SECTIONS.map((section) => section.path)],
      walks: (path) => /^\/admin(\/|$)/.test(path),
    })
    expect(walked.size, 'desk pages walked').toBeGreaterThan(DESK_SECTIONS.length + 10)
  }, 120_000)
})
