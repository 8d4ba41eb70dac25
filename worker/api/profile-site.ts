import { Hono } from 'hono'
import typia from 'typia'
import type { CommonQuery, ContactsEntity } from '../../src/model/api'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { readContacts } from '../db/contacts'
import type { AppEnv } from '../env'
import { franchiseProfile } from './franchise'
import { sanitizeMapEmbed, sanitizeRichText } from './sanitize'
import { validQuery } from './validation'

const validateQuery = typia.http.createValidateQuery<CommonQuery>()

/** GET profile_site/contacts (API-30, BE-23) and profile_site/franchise (BE-23, worker/api/franchise.ts). */
export const profileSite = new Hono<AppEnv>()
  .get('/franchise', franchiseProfile)
  .get('/contacts', async (c) => {
    const query = validQuery(c, validateQuery)
    const contacts = await readContacts(c.env.DB, query.language ?? DEFAULT_LANGUAGE)
    const body: ContactsEntity = {
      ...contacts,
      offices: contacts.offices.map((office) => ({
        ...office,
        legal_details: sanitizeRichText(office.legal_details),
        coords: sanitizeMapEmbed(office.coords),
      })),
    }
    return c.json(body)
  })
