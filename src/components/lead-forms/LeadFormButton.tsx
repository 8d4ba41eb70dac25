import type { ReactNode } from 'react'
import { useModal } from '../app-providers'

export interface LeadFormButtonProps {
  slug: string
  /** Values of the form's hidden fields by field slug (OQ-10: `{ trainer: slug }`). */
  hidden?: Record<string, string>
  className?: string
  /** Runs first, e.g. the burger panel closes before the modal opens over the page. */
  onBeforeOpen?: () => void
  children: ReactNode
}

/** A button that opens the form modal with the dynamic form `slug` (FORM-07): `<LeadFormButton slug="franchise">…`. */
export function LeadFormButton({ slug, hidden, className = 'button button--accent', onBeforeOpen, children }: LeadFormButtonProps) {
  const modal = useModal()
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => {
        onBeforeOpen?.()
        modal.open('form', { slug, ...(hidden ? { hidden } : {}) }, 'full')
      }}
    >
      {children}
    </button>
  )
}
