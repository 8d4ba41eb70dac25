import { describe, expect, it } from 'vitest'
import { verifyPassword } from '../../auth/passwords'
import { LOCAL_VARS } from '../../tools/local-vars.mjs'
import { DEMO_ADMIN } from './staff'

describe('the local demo admin (issue 41)', () => {
  it('signs in with the password the README gives, under the local pepper', async () => {
    expect((await verifyPassword(DEMO_ADMIN.password, DEMO_ADMIN.passwordHash, LOCAL_VARS.AUTH_PEPPER!)).matches).toBe(true)
  })
})
