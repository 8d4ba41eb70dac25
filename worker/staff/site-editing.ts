/** The desk's editing of the site profile and of the lead forms (issue 42, BE-20, BE-23). */
import type { Context } from 'hono'
import typia from 'typia'
import { answeredFieldChanges, formFieldErrors, formNonTextChanges, type FormWriteBody, type StaffForm } from '../../src/model/form-editing'
import { LANGUAGES } from '../../src/model/languages'
import { nonTextChanges, profilePictures, siteProfileFieldErrors, type SiteProfileData, type SiteProfileRecord, type SiteProfileWriteBody, type StaffSiteProfile } from '../../src/model/site-profile'
import { changesBeyondTexts } from '../../src/model/staff'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { listDeskForms, readDeskForm, saveDeskForm } from '../db/form-edits'
import { imagePreviews, missingImages } from '../db/images'
import { readSiteProfile, saveSiteProfile, uploadedFileSizes } from '../db/site-profile-edits'
import type { AppEnv } from '../env'
import { ApiError, notFound } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { sanitizeMapEmbed, sanitizeRichText } from '../lib/sanitize'
import { badFields } from '../lib/visitor-input'
import { currentStaff } from './role-check'

const stale = () => new ApiError(409, { code: 'stale_version', message: 'Someone saved this first; reload it' })

/** An editor without admin or manager changes texts only (BE-04). */
async function textsOnly(c: Context<AppEnv>): Promise<boolean> {
  const { roles } = await currentStaff(c)
  return !changesBeyondTexts(roles)
}

const actor = async (c: Context<AppEnv>) => ({ userId: (await currentStaff(c)).row.user_id, now: Date.now() })

/** The profile as stored: map embeds and legal details through the allow-lists; an embed the allow-list empties is refused. */
function sanitizedProfile(profile: SiteProfileData): SiteProfileData {
  const errors: Record<string, string[]> = {}
  const offices = profile.offices.map((office, index) => {
    const coords = sanitizeMapEmbed(office.coords.trim())
    if (office.coords.trim() !== '' && coords === '') errors[`offices.${index}.coords`] = ['forms.errors.invalid']
    const legal = Object.fromEntries(LANGUAGES.map((language) => [language, office.legal_details[language].trim() ? sanitizeRichText(office.legal_details[language]) : '']))
    return { ...office, coords, legal_details: legal as typeof office.legal_details }
  })
  if (Object.keys(errors).length > 0) throw badFields(errors)
  return { ...profile, offices }
}

/**
 * The about files' sizes; an address that is no uploaded file, a poster or gallery picture that is no library image, or
 * a club manager who is no employee, is a 400 (issue 42.2, 42.4, CLUB-04).
 */
async function referencesOf(db: D1Database, profile: SiteProfileData, { employees }: SiteProfileRecord): Promise<Map<string, number>> {
  const pictures = profilePictures(profile)
  const [sizes, missing] = await Promise.all([uploadedFileSizes(db, profile.about_files.map((file) => file.url)), missingImages(db, pictures.map(([, uuid]) => uuid))])
  const errors: Record<string, string[]> = {}
  profile.about_files.forEach((file, index) => sizes.has(file.url) || (errors[`about_files.${index}.url`] = ['forms.errors.invalid']))
  for (const [path, uuid] of pictures) if (missing.has(uuid)) errors[path] = ['forms.errors.invalid']
  const manager = profile.club_manager.employee_id
  if (manager !== null && !employees.some((employee) => employee.id === manager)) errors['club_manager.employee_id'] = ['forms.errors.invalid']
  if (Object.keys(errors).length > 0) throw badFields(errors)
  return sizes
}

/** The stored profile with a preview of each picture it refers to, in one query: the desk's thumbnails, seeded pictures too. */
async function profileAnswer(db: D1Database): Promise<StaffSiteProfile> {
  const stored = await readSiteProfile(db)
  return { ...stored, image_previews: await imagePreviews(db, profilePictures(stored.profile).map(([, uuid]) => uuid)) }
}

function checkedForm(form: StaffForm, body: FormWriteBody): void {
  const known = new Set(form.fields.map((field) => field.uuid))
  const errors = formFieldErrors(body)
  body.fields.forEach((field, index) => field.uuid !== null && !known.has(field.uuid) && (errors[`fields.${index}.uuid`] = ['forms.errors.invalid']))
  if (Object.keys(errors).length > 0) throw badFields(errors)
}

async function formOf(c: Context<AppEnv>, slug: string) {
  const form = await readDeskForm(c.env.DB, slug)
  if (!form) throw notFound('form')
  return form
}

const withoutId = ({ id: _id, ...form }: StaffForm & { id: number }): StaffForm => form

export const staffSiteEditingRoutes = {
  siteProfile: route(STAFF_ENDPOINTS.siteProfile, {}, (c) => profileAnswer(c.env.DB), [privateAnswer]),

  siteProfileUpdate: route(STAFF_ENDPOINTS.siteProfileUpdate, { body: typia.createValidateEquals<SiteProfileWriteBody>() }, async (c, { body }) => {
    const errors = siteProfileFieldErrors(body.profile)
    if (Object.keys(errors).length > 0) throw badFields(errors)
    const before = await readSiteProfile(c.env.DB)
    if (before.version !== body.version) throw stale()
    const profile = sanitizedProfile(body.profile)
    if (await textsOnly(c)) {
      const changed = nonTextChanges(before.profile, body.profile)
      if (Object.keys(changed).length > 0) throw badFields(changed)
    }
    const sizes = await referencesOf(c.env.DB, profile, before)
    if (!(await saveSiteProfile(c.env.DB, before.profile, { profile, version: body.version }, await actor(c), sizes))) throw stale()
    return profileAnswer(c.env.DB)
  }, [privateAnswer]),

  deskForms: route(STAFF_ENDPOINTS.deskForms, {}, async (c) => ({ rows: await listDeskForms(c.env.DB) }), [privateAnswer]),

  deskForm: route(STAFF_ENDPOINTS.deskForm, {}, async (c, { params }) => withoutId(await formOf(c, params.slug)), [privateAnswer]),

  deskFormUpdate: route(STAFF_ENDPOINTS.deskFormUpdate, { body: typia.createValidateEquals<FormWriteBody>() }, async (c, { params, body }) => {
    const form = await formOf(c, params.slug)
    checkedForm(form, body)
    if (form.version !== body.version) throw stale()
    if (await textsOnly(c)) {
      const changed = formNonTextChanges(form.fields, body.fields)
      if (Object.keys(changed).length > 0) throw badFields(changed)
    }
    const answered = answeredFieldChanges(form.fields, body.fields)
    if (Object.keys(answered).length > 0) throw new ApiError(409, { code: 'field_has_answers', message: 'Leads answered these fields under their slug and kind', fields: answered })
    if (!(await saveDeskForm(c.env.DB, form, body, await actor(c)))) throw stale()
    return withoutId(await formOf(c, params.slug))
  }, [privateAnswer]),
}
