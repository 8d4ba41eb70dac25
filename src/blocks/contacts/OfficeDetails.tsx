import { useT } from '../../i18n/intl'
import type { Office } from '../../model/api'
import { telHref } from '../../components/layout/phones'

/** An office's phone, schedule and address as a description list; empty fields are left out. */
export function OfficeDetails({ office }: { office: Office }) {
  const t = useT()
  return (
    <dl className="office-details">
      {office.phone && (
        <div className="office-details__row">
          <dt>{t('contacts.phone')}</dt>
          <dd>
            <a href={telHref(office.phone)}>{office.phone_display}</a>
          </dd>
        </div>
      )}
      {office.schedule && (
        <div className="office-details__row">
          <dt>{t('contacts.schedule')}</dt>
          <dd>{office.schedule}</dd>
        </div>
      )}
      {office.address && (
        <div className="office-details__row">
          <dt>{t('contacts.address')}</dt>
          <dd>
            <address>{office.address}</address>
          </dd>
        </div>
      )}
    </dl>
  )
}
