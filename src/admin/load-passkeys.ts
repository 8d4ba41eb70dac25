import { deskLoad, type DeskLoadContext } from './desk-load'

/** /admin/security: the signed-in staff member's passkeys; a 404 page for anyone else (issue 41). */
export function loadPasskeys(context: DeskLoadContext) {
  return deskLoad(context, (staff) => staff.staffPasskeys({}))
}
