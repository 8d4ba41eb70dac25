import { notFound } from '@tanstack/react-router'
import { ApiRequestError, type ApiFetch } from '../api/client'
import { createStaffClient } from './staff-client'

/** The desk's images and files (issue 42), newest first, loaded together; a 404 page for anyone the desk answers 404. */
export async function loadMedia(context: { staffFetch?: ApiFetch; siteUrl: string }) {
  const staff = createStaffClient(context)
  try {
    const [images, files] = await Promise.all([staff.imageLibrary({ query: { limit: 48 } }), staff.fileLibrary({ query: { limit: 48 } })])
    return { images, files }
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound()
    throw error
  }
}

export type MediaLibrary = Awaited<ReturnType<typeof loadMedia>>
