import type { SocialActivityEntity } from '../../model/entities/publications'
import { DateTime } from '../DateTime'
import { LocalizedLink } from '../layout/LocalizedLink'

/** SOCIAL-01: a social activity's title (the link to its page), short description and completion date. */
export function SocialActivityCard({ activity, headingLevel = 3 }: { activity: SocialActivityEntity; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="social-card">
      <DateTime className="social-card__date" value={activity.date_completion} />
      <Heading className="social-card__title">
        <LocalizedLink to={`/social-activities/${activity.slug}`} className="social-card__link">
          {activity.title}
        </LocalizedLink>
      </Heading>
      <p className="social-card__text">{activity.short_description}</p>
    </article>
  )
}
