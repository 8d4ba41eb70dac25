import { PageSection } from '../../components/section-head/PageSection'
import { useT } from '../../i18n/intl'

/** CLUB-01: who the club is for. */
export function ClubAudience({ audience }: { audience: string[] }) {
  const t = useT()
  if (audience.length === 0) return null
  return (
    <PageSection title={t('club.audience.title')} className="club-audience">
      <ul className="landing-checklist">
        {audience.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </PageSection>
  )
}
