import { createFileRoute } from '@tanstack/react-router'
import { HydrateWhenNear } from '../../../components/HydrateWhenNear'
import { lazyPart } from '../../../components/lazy-part'
import { RecentlyViewed } from '../../../components/recently-viewed/LazyRecentlyViewed'
import { ProductPage } from '../../../blocks/shop/ProductPage'
import { loadProductPage } from '../../../blocks/shop/load-product'
import { productPageHead } from '../../../blocks/shop/product-head'

/** `/shop/{slug}` (PRODUCT-01…10; ROUTE-03 `shop_product`): an unknown slug is the 404 page with HTTP 404. */
export const Route = createFileRoute('/{-$lang}/shop/$slug')({
  staticData: { meta: { footerForm: true } },
  loader: ({ context, params }) => loadProductPage(context.api, params),
  head: (ctx) => (ctx.loaderData ? productPageHead(ctx, ctx.loaderData) : {}),
  component: ProductRoute,
})

const AskInMessenger = lazyPart(() => import('../../../components/messengers/AskInMessenger').then((module) => module.AskInMessenger))

function ProductRoute() {
  const data = Route.useLoaderData()
  return (
    <>
      <ProductPage data={data} />
      <HydrateWhenNear>
        <AskInMessenger item={data.product.title} titleKey="messengers.ask.product" />
      </HydrateWhenNear>
      <RecentlyViewed current={{ kind: 'product', slug: data.product.slug }} />
    </>
  )
}
