import { useT } from '../i18n/intl'

/**
 * What the site or a payment system recorded about a refund it could not make (a provider's error code, a missing
 * refund call), in the words it was recorded in: shown as technical details for support, beside the desk's own
 * explanation in the staff member's language. Nothing when there is no note.
 */
export function TechnicalNote({ note }: { note: string | null }) {
  const t = useT()
  return note ? <p className="admin-card__meta">{t('admin.orders.technical_note', { note })}</p> : null
}
