import { useLanguage } from '../components/layout/use-language'
import { useT } from '../i18n/intl'
import type { ListResponse } from '../model/api'
import { deskExportHref } from '../model/desk-exports'
import { FORM_SLUGS } from '../model/entities/publications'
import { LEAD_STATUSES, leadInboxSearchString, type DeskLead, type LeadAssignees, type LeadInboxFilters } from '../model/lead-inbox'
import { STAFF_API_PREFIX, STAFF_ENDPOINTS } from '../model/staff-contract/endpoints'
import { DeskLeadView } from './DeskLeadView'
import type { StaffClient } from './staff-client'
import { DeskPager } from './DeskPager'
import { DeskFilterSelect } from './DeskFilterSelect'
import { DeskDateRange } from './DeskDateRange'
import { DeskFilterActions } from './DeskFilterActions'
import './admin.css'
import { DeskFilterForm } from './DeskFilterForm'

type Filters = LeadInboxFilters & { skip?: number }

/**
 * /admin/leads (issue 41, BE-20): the leads of every form, newest first, a page at a time; the filters live in the
 * address (a plain GET form and plain links, so they work before the script and a filtered view can be shared), and
 * the CSV link exports the same filter. Each lead is taken, moved through its statuses and commented here, or on its
 * own page (DeskLeadView, the same card).
 */
export function LeadInboxPage({ staff, inbox, assignees, filters }: { staff: StaffClient; inbox: ListResponse<DeskLead>; assignees: LeadAssignees; filters: Filters }) {
  const t = useT()
  const language = useLanguage()
  const { skip, ...filter } = filters
  const { count } = inbox.meta
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.leads.title')}</h1>
      <DeskFilterForm shows={filter} role="search" aria-label={t('admin.leads.filters')}>
        <label className="field">
          <span className="field__label">{t('admin.leads.search')}</span>
          <input className="field__control" type="search" name="q" defaultValue={filter.q ?? ''} />
        </label>
        <DeskFilterSelect
          label={t('admin.leads.status')}
          name="status"
          value={filter.status}
          anyLabel={t('admin.leads.any')}
          options={LEAD_STATUSES.map((status) => ({ value: status, label: t(`admin.leads.status.${status}`) }))}
        />
        <DeskFilterSelect
          label={t('admin.leads.form')}
          name="form"
          value={filter.form}
          anyLabel={t('admin.leads.any')}
          options={FORM_SLUGS.map((slug) => ({ value: slug, label: t(`admin.leads.form.${slug}`) }))}
        />
        <DeskFilterSelect
          label={t('admin.leads.assignee')}
          name="assignee"
          value={filter.assignee === undefined ? undefined : String(filter.assignee)}
          anyLabel={t('admin.leads.any')}
          options={[
            { value: 'me', label: t('admin.leads.mine') },
            { value: 'none', label: t('admin.leads.nobody') },
            ...assignees.people.map((person) => ({ value: String(person.id), label: person.name })),
          ]}
        />
        <DeskDateRange from={filter.from} to={filter.to} />
        <DeskFilterActions clearTo="/admin/leads" />
      </DeskFilterForm>
      <div className="admin-leads__summary">
        <p>{t('admin.leads.count', { count })}</p>
        <a className="button button--outline" href={deskExportHref(`${STAFF_API_PREFIX}${STAFF_ENDPOINTS.leadExport.path}`, leadInboxSearchString(filter), language)} download>
          {t('admin.leads.export')}
        </a>
      </div>
      <ul className="admin-queue">
        {inbox.rows.map((lead) => (
          <li key={lead.uuid}>
            <DeskLeadView staff={staff} lead={lead} assignees={assignees} />
          </li>
        ))}
      </ul>
      <DeskPager path="/admin/leads" search={filter} meta={inbox.meta} />
    </div>
  )
}
