import { SocialActivityCard } from '../../components/cards/SocialActivityCard'
import { PageSection } from '../../components/section-head/PageSection'
import { useT } from '../../i18n/intl'
import type { SocialActivityEntity } from '../../model/entities/publications'

/** ABOUT-08, SOCIAL-02: four social activities with 'watch all'; nothing when they did not load. */
export function SocialActivitiesBlock({ activities }: { activities: SocialActivityEntity[] | null }) {
  const t = useT()
  if (!activities || activities.length === 0) return null
  return (
    <PageSection title={t('social.title')} className="social-block" all={{ to: '/social-activities', label: t('social.all') }}>
      <ul className="social-grid">
        {activities.map((activity) => (
          <li key={activity.uuid}>
            <SocialActivityCard activity={activity} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
