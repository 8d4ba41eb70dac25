import { useId } from 'react'
import { lazyWithCatalogue } from '../../i18n/lazy-with-catalogue'
import type { FormEntity } from '../../model/entities/publications'
import { leadResultShown } from '../../model/lead-result'
// The form's styles come with the page, not with its lazily loaded view: the server renders the view, and the page's
// first paint must be laid out as it stays (the view's own import serves the form modal).
import './lead-form.css'

const LeadFormView = lazyWithCatalogue(() => import('./LeadFormView'))

export interface LeadFormProps {
  slug: string
  hidden?: Record<string, string>
  /** The definition, when the page's loader fetched it (loadPageForm): rendered by the server as it is. */
  form?: FormEntity | null
  className?: string
  /** A second copy of a form on the same page is not a landmark of its own (axe landmark-unique). */
  landmark?: boolean
}

/**
 * A lead form fixed on a page (LEAD-01…06: club, franchise, footer), the form modal's machine and fields in place;
 * its code loads after the page's, so the page's first JavaScript stays as it was.
 */
export function LeadForm({ slug, hidden, form, className = '', landmark = true }: LeadFormProps) {
  const titleId = useId()
  const view = <LeadFormView slug={slug} {...(hidden ? { hidden } : {})} form={form ?? null} titleId={titleId} resultShown={leadResultShown(slug)} />
  const classes = `lead-form-section ${className}`.trim()
  return landmark ? (
    <section className={classes} aria-labelledby={titleId}>
      {view}
    </section>
  ) : (
    <div className={classes}>{view}</div>
  )
}
