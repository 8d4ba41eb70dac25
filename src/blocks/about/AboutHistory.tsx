import { useT } from '../../i18n/intl'
import type { TimelineEntry } from '../../model/entities/landing'
import type { ImageEntity } from '../../model/entities/reference'
import { PageSection } from '../../components/section-head/PageSection'
import { LandingGallery } from '../landing/LandingGallery'

/** ABOUT-05: the timeline from the founding year, then the gallery of five images. */
export function AboutHistory({ timeline, gallery }: { timeline: TimelineEntry[]; gallery: ImageEntity[] }) {
  const t = useT()
  if (timeline.length === 0 && gallery.length === 0) return null
  return (
    <PageSection title={t('about.history.title')} className="about-history">
      {timeline.length > 0 && (
        <ol className="timeline">
          {timeline.map((entry) => (
            <li key={entry.year} className="timeline__entry">
              <span className="timeline__year">{entry.year}</span>
              <span className="timeline__text">{entry.text}</span>
            </li>
          ))}
        </ol>
      )}
      <LandingGallery images={gallery} label={t('about.gallery.label')} />
    </PageSection>
  )
}
