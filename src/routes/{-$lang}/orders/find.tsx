import { createFileRoute } from '@tanstack/react-router'
import { FindOrdersPage } from '../../../blocks/orders/FindOrdersPage'
import { pageHead } from '../../../seo/route-head'

/** `/orders/find` (issue 44): "find my orders" for a guest; never indexed. */
export const Route = createFileRoute('/{-$lang}/orders/find')({
  head: (ctx) => pageHead(ctx, { title: ctx.match.context.intl.formatMessage({ id: 'orders.find.title' }), noindex: true }),
  component: FindOrdersPage,
})
