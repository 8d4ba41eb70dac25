import { useT } from '../../i18n/intl'
import type { Office } from '../../model/api'
import { isAllowedMapEmbed } from './contacts-data'
import { OfficeDetails } from './OfficeDetails'

/**
 * CONTACTS-02: the head office — city, phone, schedule, address, legal details (HTML sanitised by the API with an
 * allow-list) and the map embed when there is one that the CSP lets the page frame.
 */
export function HeadOffice({ office }: { office: Office }) {
  const t = useT()
  const map = isAllowedMapEmbed(office.coords)
  return (
    <section className="head-office" aria-labelledby="head-office-title">
      <div className="head-office__info">
        <h2 id="head-office-title" className="contacts-section-title">
          {t('contacts.head_office')}
        </h2>
        {office.city_name && <p className="head-office__city">{office.city_name}</p>}
        <OfficeDetails office={office} />
        {office.legal_details && (
          <div className="head-office__legal">
            <h3 className="head-office__legal-title">{t('contacts.legal_details')}</h3>
            {/* Sanitised on the server (BE-25, worker/lib/sanitize.ts). */}
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: office.legal_details }} />
          </div>
        )}
      </div>
      {map && (
        <figure className="head-office__map" aria-label={t('contacts.map', { city: office.city_name })}>
          {/* An iframe of a map provider only (worker/lib/sanitize.ts sanitizeMapEmbed). */}
          <div className="head-office__map-frame" dangerouslySetInnerHTML={{ __html: office.coords }} />
        </figure>
      )}
    </section>
  )
}
