import { createFileRoute } from '@tanstack/react-router'
import { ContentPreviewPage } from '../../../../../admin/ContentPreviewPage'
import { deskHead } from '../../../../../seo/route-head'

/**
 * `/admin/content/{kind}/preview/{id}?language=en` (issue 42.3): the item as last saved, drafts too (a trainer's
 * draft blocks too), as a visitor will see it. Staff only (the staff API answers 404 to anyone else): visitors' pages never show a draft.
 */
export const Route = createFileRoute('/{-$lang}/admin/content/$kind/preview/$id')({
  validateSearch: (raw: Record<string, unknown>) => raw as { language?: string },
  loaderDeps: ({ search }) => ({ language: search.language }),
  loader: async ({ context, params, deps }) => (await import('../../../../../admin/load-content')).loadContentPreview(context, params.kind, params.id, deps.language),
  head: (ctx) => deskHead(ctx, 'admin.content.preview_title'),
  component: AdminContentPreviewRoute,
})

function AdminContentPreviewRoute() {
  const { item, trainerPage } = Route.useLoaderData()
  return <ContentPreviewPage item={item} trainerPage={trainerPage} language={Route.useSearch().language} />
}
