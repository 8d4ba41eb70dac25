import { createFileRoute } from '@tanstack/react-router'
import { ContentListPage } from '../../../../../admin/ContentListPage'
import { deskHead } from '../../../../../seo/route-head'

/** `/admin/content/{kind}` (issue 42.1): a type's items, filtered by state and words in the address. */
export const Route = createFileRoute('/{-$lang}/admin/content/$kind/')({
  // Unchecked here (a type only): parseContentListSearch checks the values in the loader.
  validateSearch: (raw: Record<string, unknown>) => raw as Record<string, string | undefined>,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => (await import('../../../../../admin/load-content')).loadContentList(context, params.kind, deps),
  head: (ctx) => deskHead(ctx, 'admin.content.title'),
  component: AdminContentListRoute,
})

function AdminContentListRoute() {
  return <ContentListPage {...Route.useLoaderData()} />
}
