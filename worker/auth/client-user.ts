/** A row of client_users (migration 0018) and what the API shows of it (ClientUser). */
import type { ClientUser } from '../../src/model/entities/users'
import type { Language } from '../../src/model/languages'

export interface ClientUserRow
  extends Pick<ClientUser, 'id' | 'email' | 'first_name' | 'last_name' | 'middle_name' | 'phone' | 'google_account_id' | 'facebook_account_id'> {
  password_hash: string | null
  email_verified_at: string | null
  language: Language
  created: string
  updated: string
}

export function toClientUser(row: ClientUserRow): ClientUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    middle_name: row.middle_name,
    phone: row.phone,
    email_verified: row.email_verified_at !== null,
    has_password: row.password_hash !== null,
    google_account_id: row.google_account_id,
    facebook_account_id: row.facebook_account_id,
  }
}
