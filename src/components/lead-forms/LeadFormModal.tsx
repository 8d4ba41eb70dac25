import type { ModalContentProps } from '../modal/InfoModal'
import LeadFormView from './LeadFormView'

/** The `form` modal's props (FORM-07, OQ-10): the form's slug and the values of its hidden fields. */
export interface LeadFormModalProps {
  slug: string
  hidden?: Record<string, string>
}

/** The generic form modal (MODAL-01, FORM-01…06). */
export default function LeadFormModal({ slug, hidden, titleId, close }: LeadFormModalProps & ModalContentProps) {
  return <LeadFormView slug={slug} {...(hidden ? { hidden } : {})} titleId={titleId} onClose={close} />
}
