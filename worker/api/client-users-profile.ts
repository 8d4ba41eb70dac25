/** The signed-in user's profile (API-07, PROFILE-02, PROFILE-03, ENTITY-20, OQ-30): read and update. */
import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { PROFILE_RULES } from '../../src/model/account-validation'
import type { ProfileUpdateBody } from '../../src/model/entities/users'
import { trimText, validateForm } from '../../src/model/validation'
import { toClientUser } from '../auth/client-user'
import { requireSession } from '../auth/signed-in'
import { updateProfile } from '../auth/user-rows'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { optionalPhone } from './client-users-input'
import { rejectFormErrors } from '../lib/visitor-input'

const validateQuery = typia.http.createValidateQuery<CommonQuery>()

export const clientUserProfileRoutes = {
  me: route(ENDPOINTS.me, { query: validateQuery }, async (c) => toClientUser((await requireSession(c)).user), [privateAnswer]),

  updateMe: route(ENDPOINTS.updateMe, { query: validateQuery, body: typia.createValidateEquals<ProfileUpdateBody>() }, async (c, { body }) => {
    const values = { first_name: trimText(body.first_name), last_name: trimText(body.last_name), middle_name: trimText(body.middle_name ?? '') }
    rejectFormErrors(validateForm(values, PROFILE_RULES))
    const phone = optionalPhone(body.phone)
    const { user } = await requireSession(c)
    return toClientUser(await updateProfile(c.env.DB, user.id, { ...values, phone }, new Date().toISOString()))
  }, [privateAnswer]),
}
