import type { ReactNode } from 'react'
import type { Currency } from '../../model/currencies'
import type { Language } from '../../model/languages'
import { AppProviders } from '../app-providers'
import { ProgressBar } from '../progress-bar/ProgressBar'
import { Footer } from './Footer'
import { Header } from './Header'
import { showsHeader } from './route-meta'
import { SkipLink } from './SkipLink'
import { useRouteMeta } from './use-route-meta'
import { useShellData } from './use-shell-data'

interface LayoutProps {
  language: Language
  currency: Currency
  children: ReactNode
}

/**
 * The page frame (LAYOUT-01…06, ROUTE-11…14): progress bar, skip link, header in the colour the route asks for
 * (none on the no_header layout), the page in <main id="main">, footer.
 */
export function Layout({ language, currency, children }: LayoutProps) {
  const meta = useRouteMeta()
  const { contacts, footerForm } = useShellData()
  return (
    <AppProviders>
      <div className={`app-shell app-shell--${meta.layout}`} data-header={showsHeader(meta) ? meta.header : 'none'}>
        <ProgressBar />
        <SkipLink />
        {showsHeader(meta) ? <Header color={meta.header} language={language} currency={currency} /> : null}
        <main id="main" className="app-main" tabIndex={-1}>
          {children}
        </main>
        <Footer contacts={contacts} showConsultationForm={meta.footerForm} consultationForm={footerForm} />
      </div>
    </AppProviders>
  )
}
