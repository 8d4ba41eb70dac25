import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useT } from '../i18n/intl'
import type { DeskLead, LeadAssignees } from '../model/lead-inbox'
import { DeskLeadView } from './DeskLeadView'
import type { StaffClient } from './staff-client'
import './admin.css'

/** /admin/leads/{uuid} (issue 41 "Leads"): the whole lead, its actions and comments as the inbox's card has them, and the way back. */
export function LeadPage({ staff, lead, assignees }: { staff: StaffClient; lead: DeskLead; assignees: LeadAssignees }) {
  const t = useT()
  return (
    <div className="admin-page container">
      <p>
        <LocalizedLink to="/admin/leads">{t('admin.leads.back')}</LocalizedLink>
      </p>
      <DeskLeadView key={lead.uuid} staff={staff} lead={lead} assignees={assignees} page />
    </div>
  )
}
