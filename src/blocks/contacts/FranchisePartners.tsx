import { PartnerCard } from '../../components/cards/PartnerCard'
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
        {partners.map((partner) => (
          <li key={partner.id}>
            <PartnerCard partner={partner} />
          </li>
        ))}
      </ul>
    </section>
  )
}
