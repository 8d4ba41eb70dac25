import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import type { RouterContext } from '../router'
import { IntlProvider } from '../i18n/intl'
import { Layout } from '../components/layout/Layout'
import { loadShellData } from '../components/layout/shell-data'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Contacts and languages load together for the whole shell; a failure is logged and the page still renders (ERR-09).
  loader: ({ context }) => loadShellData(context.api),
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b3d91' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  component: RootDocument,
})

function RootDocument() {
  const { language, intl } = Route.useRouteContext()
  return (
    <html lang={language}>
      <head>
        <HeadContent />
      </head>
      <body>
        <IntlProvider intl={intl}>
          <Layout>
            <Outlet />
          </Layout>
        </IntlProvider>
        <Scripts />
      </body>
    </html>
  )
}
