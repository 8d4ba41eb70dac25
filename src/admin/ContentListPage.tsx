import { useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { DateTime } from '../components/DateTime'
import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useLocalizedPath } from '../components/layout/use-language'
import { useT } from '../i18n/intl'
import type { ListResponse } from '../model/api'
import { CONTENT_STATES, contentStateOf, parseContentListSearch, type ContentListSearch } from '../model/content-editor'
import { CONTENT_TYPES, type ContentListRow, type ContentTypeName } from '../model/content-types'
import { useContentLabels } from './content-labels'
import { DeskFilterSelect } from './DeskFilterSelect'
import { DeskPager } from './DeskPager'
import { DeskFilterActions } from './DeskFilterActions'
import './admin.css'
import './desk-content.css'
import { DeskFilterForm } from './DeskFilterForm'

const searchOf = (search: ContentListSearch) => Object.fromEntries(Object.entries(search).map(([key, value]) => [key, String(value)]))

/**
 * /admin/content/{kind} (issue 42.1): a type's items with their state and the languages they lack, filtered by state
 * and words (a plain GET form, kept in the address), a page at a time; a new item; the visitor's page of what shows.
 */
export function ContentListPage({ kind, search, list, now }: { kind: ContentTypeName; search: ContentListSearch; list: ListResponse<ContentListRow>; now: number }) {
  const t = useT()
  const labels = useContentLabels()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const path = `/admin/content/${kind}`
  // Without JavaScript the form sends its GET itself; with it, the router changes the address without a reload.
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void navigate({ to: localize(path), search: searchOf(parseContentListSearch(Object.fromEntries(new FormData(event.currentTarget)))) })
  }
  return (
    <div className="admin-page container">
      <p className="desk-content__up">
        <LocalizedLink to="/admin/content">{t('admin.content.title')}</LocalizedLink>
      </p>
      <h1 className="admin-page__title">{labels.type(kind)}</h1>
      <DeskFilterForm shows={search} role="search" action={localize(path)} onSubmit={filter} aria-label={t('admin.content.filters')}>
        <label className="field">
          <span className="field__label">{t('admin.content.search')}</span>
          <input className="field__control" type="search" name="q" defaultValue={search.q ?? ''} maxLength={100} />
        </label>
        <DeskFilterSelect
          label={t('admin.content.state')}
          name="status"
          value={search.status}
          anyLabel={t('admin.orders.any')}
          options={CONTENT_STATES.map((state) => ({ value: state, label: t(`admin.content.states.${state}`) }))}
        />
        <DeskFilterActions clearTo={path} />
      </DeskFilterForm>
      <div className="admin-list-bar">
        <p>{t('admin.content.count', { count: list.meta.count })}</p>
        <LocalizedLink className="button button--primary" to={`${path}/new`}>
          {t('admin.content.new')}
        </LocalizedLink>
      </div>
      <ul className="admin-cards">
        {list.rows.map((row) => (
          <li key={row.key}>
            <ContentCard kind={kind} row={row} now={now} />
          </li>
        ))}
      </ul>
      <DeskPager path={path} search={searchOf(search)} meta={list.meta} />
    </div>
  )
}

function ContentCard({ kind, row, now }: { kind: ContentTypeName; row: ContentListRow; now: number }) {
  const t = useT()
  const state = contentStateOf(row, now)
  const titleId = `content-${row.key}`
  return (
    <article className="admin-card" aria-labelledby={titleId}>
      <h2 className="admin-card__title" id={titleId}>
        <LocalizedLink to={`/admin/content/${kind}/${row.key}`}>{row.title || row.slug}</LocalizedLink>
      </h2>
      <p className="admin-card__meta">
        <span className={`admin-badge desk-content-state--${state}`}>{t(`admin.content.states.${state}`)}</span>{' '}
        {state === 'scheduled' && row.publish_at ? <DateTime value={row.publish_at} format="event" /> : null}
      </p>
      <p className="admin-card__meta">
        <code>{row.slug}</code>
      </p>
      {row.missing_translations.length > 0 ? (
        <p className="admin-card__meta desk-content-missing">
          {t('admin.content.missing')}{' '}
          {row.missing_translations.map((language) => (
            <span key={language} className="admin-badge admin-badge--warning" lang={language}>
              {language.toUpperCase()}
            </span>
          ))}
        </p>
      ) : null}
      {state === 'published' ? (
        <p className="admin-card__meta">
          <a href={CONTENT_TYPES[kind].publicPath(row.slug)}>{t('admin.content.on_site')}</a>
        </p>
      ) : null}
    </article>
  )
}
