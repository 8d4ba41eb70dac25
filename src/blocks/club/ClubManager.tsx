import { Picture } from '../../components/Picture'
import { PageSection } from '../../components/section-head/PageSection'
import { useT } from '../../i18n/intl'
import type { ClubManager as ClubManagerData } from '../../model/entities/landing'

/** CLUB-04, OQ-04: the club's manager from the CMS (an employee): photo, name, role, the club's phone and e-mail. */
export function ClubManager({ manager }: { manager: ClubManagerData | null }) {
  const t = useT()
  if (!manager) return null
  const [photo] = manager.images
  return (
    <PageSection title={t('club.manager.title')} className="club-manager">
      <div className="club-manager__card">
        {photo ? (
          <div className="club-manager__photo">
            <Picture images={{ small: photo.small, medium: photo.small }} alt={manager.full_name} width={160} height={160} />
          </div>
        ) : null}
        <div className="club-manager__about">
          <p className="club-manager__name">{manager.full_name}</p>
          {/* Sanitised on the server with an allow-list (BE-25). */}
          <div className="club-manager__role rich-text" dangerouslySetInnerHTML={{ __html: manager.description }} />
          <p className="club-manager__text">{t('club.manager.text')}</p>
          <ul className="club-manager__contacts">
            {manager.phone ? (
              <li>
                <a className="button button--primary" href={`tel:${manager.phone}`}>
                  {manager.phone_display}
                </a>
              </li>
            ) : null}
            {manager.email ? (
              <li>
                <a className="button button--outline" href={`mailto:${manager.email}`}>
                  {manager.email}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </PageSection>
  )
}
