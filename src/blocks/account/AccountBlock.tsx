import type { ReactNode } from 'react'

/** One block of the profile: a region named by its heading. */
export function AccountBlock({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={`account-block${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <h2 className="account-block__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  )
}
