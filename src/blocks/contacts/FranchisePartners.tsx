import { firstExpandedImage } from '../../components/cards/expanded-image'
import { telHref } from '../../components/layout/phones'
import { Picture } from '../../components/Picture'
import { useT } from '../../i18n/intl'
import type { PartnerEntity } from '../../model/entities/publications'

/** CONTACTS-04: the franchise partners, each with logo, city and country, phone, e-mail and description. */
export function FranchisePartners({ partners }: { partners: PartnerEntity[] }) {
  const t = useT()
  if (partners.length === 0) return null
  return (
    <section className="franchise-partners" aria-labelledby="franchise-partners-title">
      <h2 id="franchise-partners-title" className="contacts-section-title">
        {t('contacts.franchise')}
      </h2>
      <ul className="franchise-partners__list">
        {partners.map((partner) => {
          const logo = firstExpandedImage(partner.images)
          const place = [partner.city, partner.country].filter(Boolean).join(', ')
          return (
            <li key={partner.id} className="partner-card">
              {logo && (
                <Picture
                  className="partner-card__logo"
                  images={logo}
                  alt={t('contacts.partner_logo', { name: partner.title })}
                  width={96}
                  height={96}
                />
              )}
              <div className="partner-card__body">
                <h3 className="partner-card__title">{partner.title}</h3>
                {place && <p className="partner-card__place">{place}</p>}
                {/* Sanitised on the server (worker/api/partners.ts). */}
                {partner.description && (
                  <div className="partner-card__text rich-text" dangerouslySetInnerHTML={{ __html: partner.description }} />
                )}
                <p className="partner-card__links">
                  {partner.phone_number && <a href={telHref(partner.phone_number)}>{partner.phone_number_display}</a>}
                  {partner.email && <a href={`mailto:${partner.email}`}>{partner.email}</a>}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
