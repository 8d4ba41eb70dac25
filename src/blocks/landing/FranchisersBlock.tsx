import { PartnerCard } from '../../components/cards/PartnerCard'
import { PageSection } from '../../components/section-head/PageSection'
import { useT } from '../../i18n/intl'
import type { PartnerEntity } from '../../model/entities/publications'

/** ABOUT-06, FRANCHISE-08: up to four franchise partners and the link to all of them; nothing without any. */
export function FranchisersBlock({ partners, title }: { partners: PartnerEntity[] | null; title: string }) {
  const t = useT()
  if (!partners || partners.length === 0) return null
  return (
    <PageSection title={title} className="franchisers-block" all={{ to: '/franchisers', label: t('franchisers.all') }}>
      <ul className="partner-grid">
        {partners.map((partner) => (
          <li key={partner.id}>
            <PartnerCard partner={partner} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
