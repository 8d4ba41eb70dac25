/** Queries of client_users (migration 0018). Addresses are stored trimmed and lower-cased (`accountEmail`). */
import type { Language } from '../../src/model/languages'
import type { ClientUserRow } from './client-user'

export async function userByEmail(db: D1Database, email: string): Promise<ClientUserRow | null> {
  return db.prepare('SELECT * FROM client_users WHERE email = ?1').bind(email).first<ClientUserRow>()
}

export async function userById(db: D1Database, id: number): Promise<ClientUserRow | null> {
  return db.prepare('SELECT * FROM client_users WHERE id = ?1').bind(id).first<ClientUserRow>()
}

export interface NewUser {
  email: string
  first_name: string
  last_name: string
  phone: string
  password_hash: string | null
  language: Language
}

/** The INSERT of an account unless the address has one (then no row): `.first()` answers the new row. */
export function insertUserStatement(db: D1Database, user: NewUser, now: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO client_users (email, first_name, last_name, phone, password_hash, language, created, updated)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7) ON CONFLICT (email) DO NOTHING RETURNING *`,
    )
    .bind(user.email, user.first_name, user.last_name, user.phone, user.password_hash, user.language, now)
}

export interface ProfileFields {
  first_name: string
  last_name: string
  middle_name: string
  phone: string
}

export async function updateProfile(db: D1Database, id: number, fields: ProfileFields, now: string): Promise<ClientUserRow> {
  const row = await db
    .prepare('UPDATE client_users SET first_name = ?2, last_name = ?3, middle_name = ?4, phone = ?5, updated = ?6 WHERE id = ?1 RETURNING *')
    .bind(id, fields.first_name, fields.last_name, fields.middle_name, fields.phone, now)
    .first<ClientUserRow>()
  return row!
}

/** The statement that stores a new password hash. */
export function setPasswordStatement(db: D1Database, id: number, passwordHash: string, now: string): D1PreparedStatement {
  return db.prepare('UPDATE client_users SET password_hash = ?2, updated = ?3 WHERE id = ?1').bind(id, passwordHash, now)
}
