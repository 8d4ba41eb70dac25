import type { ClientUser } from './users'

/** A signed-in user as GET client_users/me answers it, for tests. */
export const CLIENT_USER: ClientUser = {
  id: 7,
  email: 'aigul@example.kg',
  first_name: 'Айгуль',
  last_name: 'Асанова',
  middle_name: '',
  phone: '',
  email_verified: true,
  has_password: true,
  google_account_id: null,
  facebook_account_id: null,
}
