import { describe, expect, it } from 'vitest'
import { addStaffSql } from './staff-sql.mjs'

describe('npm run staff -- add (issue 41)', () => {
  it('creates the account when missing, grants each role once and audits it', () => {
    const sql = addStaffSql(' Anna@Example.com ', ['moderator', 'manager'], new Date('2026-11-28T12:00:00Z'))
    expect(sql).toContain("VALUES ('anna@example.com', '', '', NULL,")
    expect(sql).toContain('ON CONFLICT (email) DO NOTHING')
    expect(sql.match(/INSERT INTO staff_roles/g)).toHaveLength(2)
    expect(sql).toContain("'staff.roles_granted'")
  })

  it('refuses an unknown role and a malformed address, and quotes what it is given', () => {
    expect(() => addStaffSql('a@b.co', ['owner'])).toThrow(/unknown: owner/)
    expect(() => addStaffSql('not-an-address', ['qa'])).toThrow(/Not an e-mail/)
    expect(addStaffSql("o'neil@b.co", ['qa'])).toContain("'o''neil@b.co'")
  })
})
