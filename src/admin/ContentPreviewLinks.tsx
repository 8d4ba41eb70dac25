import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useT } from '../i18n/intl'
import type { ContentTypeName } from '../model/content-types'
import { LANGUAGES } from '../model/languages'

/** "Preview: ru · en · ky": links to the item's preview page in each language (issue 42.3), staff only. */
export function ContentPreviewLinks({ kind, itemKey }: { kind: ContentTypeName; itemKey: string }) {
  const t = useT()
  return (
    <p className="desk-content-preview">
      {t('admin.content.preview')}:{' '}
      {LANGUAGES.map((language) => (
        <LocalizedLink key={language} to={`/admin/content/${kind}/preview/${itemKey}`} search={{ language }} lang={language}>
          {t(`admin.languages.${language}`)}
        </LocalizedLink>
      ))}
    </p>
  )
}
