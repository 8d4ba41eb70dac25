import { createFileRoute } from '@tanstack/react-router'
import { PaymentPage } from '../../../../blocks/payment/PaymentPage'
import { loadPaymentPage } from '../../../../blocks/payment/load-payment-page'
import { routePaymentSearch, validatePaymentSearch } from '../../../../blocks/payment/payment-search'
import { pageHead } from '../../../../seo/route-head'

/**
 * `/payment/{type}/{access_code}` (PAY-01…16, ROUTE-07, ROUTE-14, OQ-28, OQ-29): the layout without the site
 * header (the footer keeps the rights text and the offer link, PAY-16); never indexed. An unknown or expired order
 * is the page's own not-found view; any other load failure the error page with 500.
 */
export const Route = createFileRoute('/{-$lang}/payment/$type/$access_code')({
  staticData: { meta: { layout: 'no_header' } },
  validateSearch: routePaymentSearch,
  loader: ({ context, params }) => loadPaymentPage(context.api, params),
  head: (ctx) => pageHead(ctx, { title: ctx.match.context.intl.formatMessage({ id: 'payment.seo.title' }), noindex: true }),
  component: PaymentRoute,
})

function PaymentRoute() {
  return <PaymentPage data={Route.useLoaderData()} search={validatePaymentSearch(Route.useSearch())} />
}
