import { LocalizedLink } from '../layout/LocalizedLink'
import { ArrowRightIcon } from '../layout/icons'

/** A section's 'watch all' link: a site path without language prefix, its query and its label. */
export interface SectionAllLink {
  to: string
  search?: Record<string, string>
  label: string
}

export interface SectionHeadProps {
  /** The h2's id, when the section's landmark is named by it. */
  titleId?: string
  title: string
  /** The link to the section's whole list, when it has one. */
  all?: SectionAllLink
}

/**
 * The heading row of a content section: its h2 and, at the end of the row (under it when they do not fit), the
 * 'watch all' link with an arrow. One look for every such row: the home sections (HOME-08, -11), the related
 * reviews (HOME-12, REVIEWS-11) and the trainer's events (TRAINER-07). The title's size follows the page's other
 * section titles (section-head.css).
 */
export function SectionHead({ titleId, title, all }: SectionHeadProps) {
  return (
    <div className="section-head">
      <h2 id={titleId} className="section-head__title">
        {title}
      </h2>
      {all ? (
        <LocalizedLink to={all.to} {...(all.search ? { search: all.search } : {})} className="section-head__all">
          {all.label}
          <ArrowRightIcon />
        </LocalizedLink>
      ) : null}
    </div>
  )
}
