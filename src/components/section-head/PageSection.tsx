import { useId, type ReactNode } from 'react'
import { SectionHead, type SectionAllLink } from './SectionHead'

export interface PageSectionProps {
  /** The section's h2; it also names the section landmark. */
  title: string
  /** The 'watch all' link of the section's list page, with its label. */
  all?: SectionAllLink
  /** Modifier class of the section (`home-section--events` …). */
  className?: string
  /** Content between the heading row and the section body (the events theme row). */
  lead?: ReactNode
  children: ReactNode
}

/**
 * The frame of a page section (home, trainer and tag pages): a landmark named by its h2, the heading row with the optional 'watch all' link,
 * then the content (HOME-04, -08, -09, -11).
 */
export function PageSection({ title, all, className, lead, children }: PageSectionProps) {
  const headingId = useId()
  return (
    <section className={`home-section${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      <div className="container">
        <SectionHead titleId={headingId} title={title} all={all} />
        {lead}
        {children}
      </div>
    </section>
  )
}
