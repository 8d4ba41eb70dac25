import { createFileRoute, notFound } from '@tanstack/react-router'
import { ApiRequestError } from '../../../api/client'

/** PAGE-01…03: a content page such as the public offer (OQ-42). */
export const Route = createFileRoute('/{-$lang}/page/$slug')({
  loader: async ({ context, params }) => {
    try {
      return await context.api.page(params.slug)
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) throw notFound()
      throw error
    }
  },
  component: ContentPage,
})

function ContentPage() {
  const page = Route.useLoaderData()
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.body }} />
    </article>
  )
}
