import { useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'

export interface InfoModalLink {
  href: string
  label: string
  /** Opens in a new tab (messengers, external sites). */
  external?: boolean
}

/** The `info` modal (MODAL-01): a title, a subtitle and optionally some content and links. */
export interface InfoModalProps {
  title: string
  subtitle?: string
  children?: ReactNode
  links?: InfoModalLink[]
}

export interface ModalContentProps {
  /** The id the title must carry: the dialog is labelled by it. */
  titleId: string
  close: () => void
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

export function InfoModal({ title, subtitle, children, links, titleId, close }: InfoModalProps & ModalContentProps) {
  const router = useRouter()
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, link: InfoModalLink) => {
    if (link.external || !link.href.startsWith('/') || !isPlainLeftClick(event)) return
    // A page of the site: client-side navigation, and the modal goes away.
    event.preventDefault()
    close()
    void router.navigate({ href: link.href })
  }
  return (
    <div className="info-modal">
      <h2 id={titleId} className="info-modal__title">
        {title}
      </h2>
      {subtitle && <p className="info-modal__subtitle">{subtitle}</p>}
      {children && <div className="info-modal__body">{children}</div>}
      {links && links.length > 0 && (
        <ul className="info-modal__links">
          {links.map((link) => (
            <li key={`${link.href}:${link.label}`}>
              <a
                href={link.href}
                {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={(event) => onLinkClick(event, link)}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
