import { FORM_SLUGS } from '../model/entities/publications'

type Translate = (id: string, values?: Record<string, string | number>) => string

/**
 * A lead form's name in the desk (issue 41): where it sits on the site ("Форма внизу сайта"), as the inbox, its filter,
 * the CSV export, the audit log and the forms list all call it; the heading visitors see can change and is shown
 * beside it. A form the desk has no name for goes by its heading.
 */
export function deskFormName(t: Translate, slug: string, heading = slug): string {
  return (FORM_SLUGS as readonly string[]).includes(slug) ? t(`admin.leads.form.${slug}`) : heading
}
