import { Breadcrumbs } from '../../components/Breadcrumbs'
import { DateTime } from '../../components/DateTime'
import { useT } from '../../i18n/intl'
import type { PageEntity } from '../../model/api'

/** A content page such as the public offer (PAGE-01…03): title, date and the sanitised body. */
export function ContentPageView({ page }: { page: Pick<PageEntity, 'title' | 'date_publication' | 'body'> }) {
  const t = useT()
  return (
    <article className="content-page">
      <Breadcrumbs items={[{ label: page.title }]} />
      <header className="content-page__header">
        <h1 className="content-page__title">{page.title}</h1>
        {page.date_publication ? (
          <p className="content-page__date">
            {t('page.date_publication')}: <DateTime value={page.date_publication} />
          </p>
        ) : null}
      </header>
      {/* Sanitised on the server with an allow-list (BE-25, worker/lib/sanitize.ts). */}
      <div className="content-page__body rich-text" dangerouslySetInnerHTML={{ __html: page.body }} />
    </article>
  )
}
