import type { ClientUser } from './entities/users'

/** ENTITY-20, AUTH-18: the name the header shows, first and last name joined (the e-mail when both are empty). */
export function shownName(user: Pick<ClientUser, 'first_name' | 'last_name' | 'email'>): string {
  const name = [user.first_name, user.last_name].map((part) => part.trim()).filter(Boolean).join(' ')
  return name || user.email
}

/** AUTH-18, issue 40.4: the header bar's shorter name, the first name (the shown name when it is empty). */
export function firstName(user: Pick<ClientUser, 'first_name' | 'last_name' | 'email'>): string {
  return user.first_name.trim() || shownName(user)
}
