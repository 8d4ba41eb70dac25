import { useId, type ReactNode } from 'react'
import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { ArrowRightIcon } from '../../components/layout/icons'

export interface HomeSectionProps {
  /** The section's h2; it also names the section landmark. */
  title: string
  /** The 'watch all' link of the section's list page, with its label. */
  all?: { to: string; label: string }
  /** Modifier class of the section (`home-section--events` …). */
  className?: string
  /** Content between the heading row and the section body (the events theme row). */
  lead?: ReactNode
  children: ReactNode
}

/**
 * The frame of a home section: a landmark named by its h2, the heading row with the optional 'watch all' link,
 * then the content (HOME-04, -08, -09, -11).
 */
export function HomeSection({ title, all, className, lead, children }: HomeSectionProps) {
  const headingId = useId()
  return (
    <section className={`home-section${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      <div className="container">
        <div className="home-section__head">
          <h2 id={headingId} className="home-section__title">
            {title}
          </h2>
          {all ? (
            <LocalizedLink to={all.to} className="home-section__all">
              {all.label}
              <ArrowRightIcon />
            </LocalizedLink>
          ) : null}
        </div>
        {lead}
        {children}
      </div>
    </section>
  )
}
