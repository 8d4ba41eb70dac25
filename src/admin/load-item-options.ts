import { notFound } from '@tanstack/react-router'
import { ApiRequestError, type ApiFetch } from '../api/client'
import type { OptionKind } from '../model/item-options'
import { createStaffClient } from './staff-client'

/** An item's options for ItemOptionsEditor (issue 42, issue 44 "Seats"); a 404 page for an unknown item or anyone the desk answers 404. */
export async function loadItemOptions(context: { staffFetch?: ApiFetch; siteUrl: string }, kind: OptionKind, key: string) {
  try {
    return await createStaffClient(context).itemOptions({ params: { kind, id: key } })
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound()
    throw error
  }
}
