import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useT } from '../i18n/intl'
import type { ListMeta } from '../model/api'

/** Earlier and later pages of a desk list paged on the server: plain links keeping the filter (`search`). */
export function DeskPager({ path, search, meta }: { path: string; search: Record<string, string | undefined>; meta: ListMeta }) {
  const t = useT()
  const kept = Object.fromEntries(Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1])))
  const at = (skip: number) => (skip > 0 ? { ...kept, skip: String(skip) } : kept)
  const last = Math.min(meta.skip + meta.limit, meta.count)
  return (
    <nav className="desk-pager" aria-label={t('admin.people.pages')}>
      <span>{t('admin.people.shown', { first: meta.count ? meta.skip + 1 : 0, last, count: meta.count })}</span>
      {meta.skip > 0 ? (
        <LocalizedLink to={path} search={at(Math.max(0, meta.skip - meta.limit))}>
          {t('admin.people.earlier')}
        </LocalizedLink>
      ) : null}
      {last < meta.count ? (
        <LocalizedLink to={path} search={at(meta.skip + meta.limit)}>
          {t('admin.people.later')}
        </LocalizedLink>
      ) : null}
    </nav>
  )
}
