import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useT } from '../i18n/intl'
import type { ListMeta } from '../model/api'

/**
 * Earlier and later pages of a desk list paged on the server: plain links keeping the filter (`search`), so they work
 * before the page's JavaScript. The address names the page by `skip` (the API's own), or by `page` (1, 2, …).
 */
export function DeskPager({ path, search, meta, by = 'skip' }: { path: string; search: Record<string, string | number | undefined>; meta: ListMeta; by?: 'skip' | 'page' }) {
  const t = useT()
  if (meta.count <= meta.limit && meta.skip === 0) return null
  const kept = Object.fromEntries(
    Object.entries(search).flatMap(([key, value]) => (value === undefined || value === '' || key === 'skip' || key === 'page' ? [] : [[key, String(value)]])),
  )
  const at = (skip: number) => (skip <= 0 ? kept : { ...kept, [by]: String(by === 'skip' ? skip : Math.floor(skip / meta.limit) + 1) })
  const last = Math.min(meta.skip + meta.limit, meta.count)
  return (
    <nav className="desk-pager" aria-label={t('admin.pager.label')}>
      <span>{t('admin.pager.shown', { first: meta.count ? meta.skip + 1 : 0, last, count: meta.count })}</span>
      {meta.skip > 0 ? (
        <LocalizedLink to={path} search={at(Math.max(0, meta.skip - meta.limit))} rel="prev">
          {t('admin.pager.earlier')}
        </LocalizedLink>
      ) : null}
      {last < meta.count ? (
        <LocalizedLink to={path} search={at(meta.skip + meta.limit)} rel="next">
          {t('admin.pager.later')}
        </LocalizedLink>
      ) : null}
    </nav>
  )
}
