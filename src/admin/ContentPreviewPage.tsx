import type { ReactNode } from 'react'
import { ContentPageView } from '../blocks/page/ContentPageView'
import { NewsItemPage } from '../blocks/news/NewsItemPage'
import type { TrainerPageData } from '../blocks/trainer/load-trainer-page'
import { TrainerPageView } from '../blocks/trainer/TrainerPageView'
import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useT } from '../i18n/intl'
import { editorLayout, previewFieldsOf } from '../model/content-editor'
import type { ContentItem, ContentTypeName } from '../model/content-types'
import type { NewsEntity } from '../model/entities/publications'
import { isLanguage, LANGUAGES, type Language } from '../model/languages'
import './admin.css'
import './desk-content.css'

type Fields = Record<string, unknown>

/** The visitor's page component of a type, given the item's fields in one language. */
const PAGES: Partial<Record<ContentTypeName, (fields: Fields) => ReactNode>> = {
  news: (fields) => <NewsItemPage news={fields as unknown as NewsEntity} tags={null} />,
  pages: (fields) => <ContentPageView page={fields as { title: string; date_publication: string; body: string }} />,
}

/** Any other type: its title, first date and rich texts, as a content page shows them. */
function plainPage(type: ContentTypeName, fields: Fields): ReactNode {
  const layout = editorLayout(type)
  const date = layout.values.find(([, field]) => field.kind === 'datetime')?.[0]
  const rich = layout.texts.filter(([, field]) => field.kind === 'rich').map(([name]) => String(fields[name] ?? ''))
  const intro = fields.short_description ? `<p>${String(fields.short_description).replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)}</p>` : ''
  return <ContentPageView page={{ title: String(fields.title ?? ''), date_publication: date ? String(fields[date] ?? '') : '', body: intro + rich.join('') }} />
}

/**
 * /admin/content/{kind}/preview/{id} (issue 42.3): the item as last saved, in the chosen language with the site's
 * fallback to ru, rendered by the visitor's page component where the type has one. Its rich texts were sanitised when
 * saved (BE-25). Staff only: drafts never reach a visitor's page. A trainer is its whole page, with its draft blocks.
 */
export function ContentPreviewPage({ item, trainerPage, language }: { item: ContentItem; trainerPage: TrainerPageData | null; language: string | undefined }) {
  const t = useT()
  const shown: Language = isLanguage(language) ? language : 'ru'
  const fields = previewFieldsOf(item, shown)
  return (
    <>
      <div className="desk-content-preview-bar container" role="note">
        <p>
          <strong>{t('admin.content.preview_title')}</strong> · {t(`admin.content.states.${item.status}`)} · {t('admin.content.preview_note')}
        </p>
        <p>
          {LANGUAGES.map((other) => (
            <LocalizedLink key={other} to={`/admin/content/${item.type}/preview/${item.key}`} search={{ language: other }} aria-current={other === shown ? 'page' : undefined} lang={other}>
              {t(`admin.languages.${other}`)}
            </LocalizedLink>
          ))}{' '}
          · <LocalizedLink to={`/admin/content/${item.type}/${item.key}`}>{t('admin.content.back_to_editor')}</LocalizedLink>
        </p>
      </div>
      <div lang={shown}>{trainerPage ? <TrainerPageView data={trainerPage} /> : (PAGES[item.type] ?? ((fields: Fields) => plainPage(item.type, fields)))(fields)}</div>
    </>
  )
}
