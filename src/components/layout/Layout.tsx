import type { ReactNode } from 'react'

/** Header, main content and footer. */
export function Layout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>
}
