/** The desk's editing of the site profile and of the lead forms (issue 42, BE-20, BE-23). */
import { get, put, types } from '../api-contract/endpoint'
import type { FormWriteBody, StaffForm, StaffFormSummary } from '../form-editing'
import type { SiteProfileWriteBody, StaffSiteProfile } from '../site-profile'

/** Admin and manager edit everything; an editor changes texts only. */
export const SITE_EDITORS = ['admin', 'manager', 'editor'] as const

/** Offices' legal details and FAQ answers in three languages fit. */
const PROFILE_BODY_BYTES = 512 * 1024

export const SITE_EDITING_ENDPOINTS = {
  siteProfile: get('/site-profile', types<never, StaffSiteProfile>(), { roles: SITE_EDITORS }),
  /** 409 when `version` is no longer the stored one (someone saved since). */
  siteProfileUpdate: put('/site-profile', types<never, StaffSiteProfile, SiteProfileWriteBody>(), { roles: SITE_EDITORS, maxBodyBytes: PROFILE_BODY_BYTES }),
  deskForms: get('/forms', types<never, { rows: StaffFormSummary[] }>(), { roles: SITE_EDITORS }),
  deskForm: get('/forms/{slug}', types<never, StaffForm>(), { roles: SITE_EDITORS }),
  /** 409 when `version` is stale, or when a field that leads answered would change its slug or kind. */
  deskFormUpdate: put('/forms/{slug}', types<never, StaffForm, FormWriteBody>(), { roles: SITE_EDITORS, maxBodyBytes: PROFILE_BODY_BYTES }),
}
