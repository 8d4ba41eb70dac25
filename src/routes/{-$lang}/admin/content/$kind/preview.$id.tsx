import { createFileRoute } from '@tanstack/react-router'
import { ContentPreviewPage } from '../../../../../admin/ContentPreviewPage'
import { deskHead } from '../../../../../seo/route-head'

/**
 * `/admin/content/{kind}/preview/{id}?language=en` (issue 42.3): the item as last saved, drafts too, as a visitor
 * will see it. Staff only (the staff API answers 404 to anyone else): visitors' pages never show a draft.
 */
export const Route = createFileRoute('/{-$lang}/admin/content/$kind/preview/$id')({
  validateSearch: (raw: Record<string, unknown>) => raw as { language?: string },
  loader: async ({ context, params }) => (await import('../../../../../admin/load-content')).loadContentPreview(context, params.kind, params.id),
  head: (ctx) => deskHead(ctx, 'admin.content.preview_title'),
  component: AdminContentPreviewRoute,
})

function AdminContentPreviewRoute() {
  return <ContentPreviewPage item={Route.useLoaderData()} language={Route.useSearch().language} />
}
