import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useT } from '../i18n/intl'
import { PERSONAL_DATA_KINDS, searchString, type PersonalDataErased, type PersonalDataReport, type PersonQuery } from '../model/desk-people'
import { STAFF_API_PREFIX, STAFF_ENDPOINTS } from '../model/staff-contract/endpoints'
import { useDeskAction } from './desk-action'
import { DeskConfirm } from './DeskConfirm'
import type { StaffClient } from './staff-client'
import './admin.css'
import './desk-people.css'
import { DeskFilterForm } from './DeskFilterForm'

/** The kinds an erasure deletes; orders are money records: kept, with the person removed. */
const DELETED_KINDS = PERSONAL_DATA_KINDS.filter((kind) => kind !== 'orders')

/**
 * /admin/personal-data (issue 41, BE-34; admin): everything stored about an e-mail or phone, its JSON download, and
 * its erasure, asked "are you sure" with what goes first, then (when the second factor is not recent) the code.
 */
export function PersonalDataPage({
  staff,
  search,
  report,
  fields,
}: {
  staff: StaffClient
  search: PersonQuery
  report: PersonalDataReport | null
  fields: Record<string, string[]>
}) {
  const t = useT()
  const [erased, setErased] = useState<PersonalDataErased | null>(null)
  const fieldError = (name: string) => fields[name]?.[0]
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.personal_data.title')}</h1>
      <DeskFilterForm shows={search} role="search" aria-label={t('admin.personal_data.find')}>
        {(['email', 'phone'] as const).map((name) => (
          <label className="field" key={name}>
            <span className="field__label">{t(`admin.personal_data.${name}`)}</span>
            <input
              className="field__control"
              name={name}
              type={name === 'email' ? 'email' : 'tel'}
              defaultValue={search[name] ?? ''}
              aria-invalid={fieldError(name) ? true : undefined}
              aria-describedby={fieldError(name) ? `person-${name}-error` : undefined}
            />
            {fieldError(name) ? (
              <span className="field__error" id={`person-${name}-error`}>
                {t(fieldError(name)!)}
              </span>
            ) : null}
          </label>
        ))}
        <div className="admin-actions">
          <button className="button button--primary" type="submit">
            {t('admin.personal_data.find')}
          </button>
        </div>
      </DeskFilterForm>
      {erased ? (
        <p className="desk-card" role="status">
          {t('admin.personal_data.erased', { ...erased })}
        </p>
      ) : null}
      {report ? <Report staff={staff} search={search} report={report} onErased={setErased} /> : null}
    </div>
  )
}

function Report({ staff, search, report, onErased }: { staff: StaffClient; search: PersonQuery; report: PersonalDataReport; onErased: (erased: PersonalDataErased) => void }) {
  const t = useT()
  const router = useRouter()
  const [confirming, setConfirming] = useState(false)
  const erase = useDeskAction(
    staff,
    (person: PersonQuery) => staff.personalDataErase({ body: person }),
    async (erased) => {
      setConfirming(false)
      onErased(erased)
      await router.invalidate()
    },
  )
  const counts = Object.fromEntries(PERSONAL_DATA_KINDS.map((kind) => [kind, report[kind].length]))
  const total = PERSONAL_DATA_KINDS.reduce((sum, kind) => sum + report[kind].length, 0)
  if (total === 0) return <p role="status">{t('admin.personal_data.nothing')}</p>
  return (
    <section aria-labelledby="person-found">
      <h2 id="person-found">{t('admin.personal_data.found', { count: total })}</h2>
      <ul className="desk-cards">
        {PERSONAL_DATA_KINDS.map((kind) => (
          <li key={kind} className="desk-card">
            <details>
              <summary>{t(`admin.personal_data.kind.${kind}`, { count: report[kind].length })}</summary>
              <pre className="desk-card__line desk-table__wrap">{JSON.stringify(report[kind], null, 2)}</pre>
            </details>
          </li>
        ))}
      </ul>
      <div className="admin-actions">
        <a className="button button--outline" href={`${STAFF_API_PREFIX}${STAFF_ENDPOINTS.personalDataExport.path}${searchString(search)}`} download>
          {t('admin.personal_data.export')}
        </a>
        <button className="button button--primary" type="button" onClick={() => setConfirming(true)}>
          {t('admin.personal_data.erase')}
        </button>
      </div>
      {confirming ? (
        <DeskConfirm
          id="person-erase"
          className="desk-erase"
          question={t('admin.personal_data.confirm_title')}
          confirmLabel={t('admin.personal_data.erase_confirm')}
          error={erase.error ? t(erase.error) : null}
          busy={erase.busy}
          prompt={erase.prompt}
          onConfirm={() => erase.run(search)}
          onCancel={() => setConfirming(false)}
        >
          <ul>
            {DELETED_KINDS.filter((kind) => counts[kind]).map((kind) => (
              <li key={kind}>{t(`admin.personal_data.kind.${kind}`, { count: counts[kind] ?? 0 })}</li>
            ))}
          </ul>
          <p>{t('admin.personal_data.confirm_orders', { count: counts.orders ?? 0 })}</p>
        </DeskConfirm>
      ) : null}
    </section>
  )
}
