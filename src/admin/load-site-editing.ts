import { notFound } from '@tanstack/react-router'
import { ApiRequestError, type ApiFetch } from '../api/client'
import type { UploadedFile } from '../model/file-upload'
import type { UploadedImage } from '../model/image-upload'
import { changesBeyondTexts } from '../model/staff'
import { createStaffClient } from './staff-client'

type Context = { staffFetch?: ApiFetch; siteUrl: string }

/** A desk read; a 404 page for an unknown item or anyone the desk answers 404. */
async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound()
    throw error
  }
}

/** The site profile for SiteProfilePage (issue 42, BE-23), with the media library's images and files to pick from (null for who may not open it). */
export async function loadSiteProfile(context: Context) {
  const staff = createStaffClient(context)
  const [profile, library] = await Promise.all([orNotFound(() => staff.siteProfile({})), staff.staffMe({}).then((me) => changesBeyondTexts(me.roles))])
  // The media library is the managers': an editor is not sent to ask.
  const [images, files] = library
    ? await Promise.all([
        staff.imageLibrary({ query: { limit: 48 } }).then((list): UploadedImage[] | null => list.rows, () => null),
        staff.fileLibrary({ query: { limit: 48 } }).then((list): UploadedFile[] | null => list.rows, () => null),
      ])
    : [null, null]
  return { ...profile, images, files }
}

/** The lead forms for FormsListPage (issue 42, BE-20). */
export const loadDeskForms = (context: Context) => orNotFound(() => createStaffClient(context).deskForms({}))

/** A lead form with its fields for FormEditorPage (issue 42, BE-20). */
export const loadDeskForm = (context: Context, slug: string) => orNotFound(() => createStaffClient(context).deskForm({ params: { slug } }))
