import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouteContext } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { RouterContext } from './create-router'
import { IntlProvider, useCompletedIntl } from './i18n/intl'
import { Layout } from './components/layout/Layout'
import { loadShellData } from './components/layout/shell-data'
import { resolveRouteMeta } from './components/layout/route-meta'
import { rootHead } from './seo/route-head'
import { SITE_ICON_LINKS } from './model/site-icons'
import { releaseEarlyClicks } from './early-clicks'

/**
 * The app's root route: the document, its head and the site's shell around every page. Each router's tree has its
 * own (src/routes/__root.tsx, the staff desk's src/admin/desk-root.tsx, issue 41), made here, since a route tree's
 * generated code sets its routes' children and parents on the route objects it imports.
 */
export function createAppRootRoute() {
  return createRootRouteWithContext<RouterContext>()({
    // In the browser, a page opened after the first one may need any message: the whole catalogue is there first.
    // The matched routes' meta (none has loaded yet) says whether the footer shows its form, which loads with the shell.
    beforeLoad: async ({ context, matches }) => {
      await context.messageStore?.complete()
      return { showsFooterForm: resolveRouteMeta(matches.map(({ staticData }) => ({ staticData }))).footerForm }
    },
    // Contacts, languages and the footer form load together for the whole shell; a failure is logged and the page
    // still renders (ERR-09).
    loader: ({ context }) => loadShellData(context),
    // The document's fixed tags, then the SEO defaults of every page (SEO-01…06; deeper routes override them).
    head: (ctx) => {
      const seo = rootHead(ctx)
      return {
        meta: [
          { charSet: 'utf-8' },
          { name: 'viewport', content: 'width=device-width, initial-scale=1' },
          { name: 'theme-color', content: '#0b3d91' },
          ...seo.meta,
        ],
        links: [...SITE_ICON_LINKS, ...seo.links],
      }
    },
    component: RootDocument,
  })
}

function RootDocument() {
  const { language, currency, intl, messageStore } = useRouteContext({ from: '__root__' })
  const completeIntl = useCompletedIntl(intl, messageStore)
  // The document has hydrated (its effects run last): a click kept while it had not is replayed now (issue 40.1).
  useEffect(() => releaseEarlyClicks(), [])
  return (
    <html lang={language}>
      <head>
        <HeadContent />
      </head>
      <body>
        <IntlProvider intl={completeIntl}>
          <Layout language={language} currency={currency}>
            <Outlet />
          </Layout>
        </IntlProvider>
        <Scripts />
      </body>
    </html>
  )
}
