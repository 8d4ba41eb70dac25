/** Who is signed in at the desk, with their roles (the admin pages show what those roles open). */
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { personOf } from '../db/staff'
import { hasPasskey } from '../db/staff-passkeys'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { currentStaff, unknownEndpoint } from './role-check'

export const staffMeRoutes = {
  staffMe: route(STAFF_ENDPOINTS.staffMe, {}, async (c) => {
    const { row, roles } = await currentStaff(c)
    const [person, passkey] = await Promise.all([personOf(c.env.DB, row.user_id), hasPasskey(c.env.DB, row.user_id)])
    if (!person) throw unknownEndpoint()
    return { email: person.email, name: `${person.first_name} ${person.last_name}`.trim(), roles, passkey }
  }, [privateAnswer]),
}
