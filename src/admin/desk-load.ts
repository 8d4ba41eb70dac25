import { notFound } from '@tanstack/react-router'
import { ApiRequestError, type ApiFetch } from '../api/client'
import { createStaffClient, type StaffClient } from './staff-client'

export type DeskLoadContext = { staffFetch?: ApiFetch; siteUrl: string }

/** A desk page's load through the staff client; the desk's 404 (no role, unknown row) becomes the 404 page. */
export async function deskLoad<T>(context: DeskLoadContext, load: (staff: StaffClient) => Promise<T>): Promise<T> {
  try {
    return await load(createStaffClient(context))
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound()
    throw error
  }
}
