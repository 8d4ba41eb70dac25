import { useT } from '../../i18n/intl'
import type { PartnerEntity } from '../../model/entities/publications'
import { telHref } from '../layout/phones'
import { Picture } from '../Picture'
import { firstExpandedImage } from './expanded-image'

/** A franchise partner (CONTACTS-04, ABOUT-06, FRANCHISE-08, FRANCHISERS-01): logo, name, place, description, phone and e-mail. */
export function PartnerCard({ partner, headingLevel = 3 }: { partner: PartnerEntity; headingLevel?: 2 | 3 }) {
  const t = useT()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const logo = firstExpandedImage(partner.images)
  const place = [partner.city, partner.country].filter(Boolean).join(', ')
  return (
    <article className="partner-card">
      {logo && <Picture className="partner-card__logo" images={logo} alt={t('contacts.partner_logo', { name: partner.title })} width={96} height={96} />}
      <div className="partner-card__body">
        <Heading className="partner-card__title">{partner.title}</Heading>
        {place && <p className="partner-card__place">{place}</p>}
        {/* Sanitised on the server (worker/api/partners.ts). */}
        {partner.description && <div className="partner-card__text rich-text" dangerouslySetInnerHTML={{ __html: partner.description }} />}
        <p className="partner-card__links">
          {partner.phone_number && <a href={telHref(partner.phone_number)}>{partner.phone_number_display}</a>}
          {partner.email && <a href={`mailto:${partner.email}`}>{partner.email}</a>}
        </p>
      </div>
    </article>
  )
}
