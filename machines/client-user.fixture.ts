import type { ClientUser } from '../src/model/entities/users'

/** A signed-in user as GET client_users/me answers, for the machines' tests. */
export const clientUser: ClientUser = {
  id: 7,
  email: 'aida@example.com',
  first_name: 'Аида',
  last_name: 'Токтогулова',
  middle_name: '',
  phone: '',
  email_verified: false,
  has_password: true,
  google_account_id: null,
  facebook_account_id: null,
}
