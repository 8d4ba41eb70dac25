import typia from 'typia'
import type { CommonQuery, ContactsEntity } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { readContacts } from '../db/contacts'
import { route } from '../lib/route'
import { sanitizeMapEmbed, sanitizeRichText } from '../lib/sanitize'

const validateQuery = typia.http.createValidateQuery<CommonQuery>()

/** GET profile_site/contacts (API-30, BE-23). */
export const profileSiteRoutes = {
  contacts: route(ENDPOINTS.contacts, { query: validateQuery }, async (c, { query }) => {
    const contacts = await readContacts(c.env.DB, query.language ?? DEFAULT_LANGUAGE)
    const body: ContactsEntity = {
      ...contacts,
      offices: contacts.offices.map((office) => ({
        ...office,
        legal_details: sanitizeRichText(office.legal_details),
        coords: sanitizeMapEmbed(office.coords),
      })),
    }
    return body
  }),
}
