import { useRouter } from '@tanstack/react-router'
import { formatMoment } from '../i18n/format'
import { DateTime } from '../components/DateTime'
import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useLanguage } from '../components/layout/use-language'
import { useIntl, useT } from '../i18n/intl'
import type { ListResponse } from '../model/api'
import type { Currency } from '../model/currencies'
import { deskOrderPath, type PaymentFollowup } from '../model/desk-orders'
import { formatMoney } from '../model/format-money'
import { DeskNoteForm } from './DeskNoteForm'
import { DeskPager } from './DeskPager'
import { TechnicalNote } from './TechnicalNote'
import { providerName } from './provider-name'
import { useDeskAction } from './desk-action'
import type { StaffClient } from './staff-client'
import './admin.css'

/** /admin/payments (issue 41): payments that need a person, a page at a time, each with what to do and a "done" mark with a comment. */
export function PaymentFollowupsPage({ staff, followups, done }: { staff: StaffClient; followups: ListResponse<PaymentFollowup>; done: boolean }) {
  const t = useT()
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.payments.title')}</h1>
      <nav className="admin-tabs" aria-label={t('admin.payments.tabs')}>
        <LocalizedLink className="admin-tabs__tab" to="/admin/payments" aria-current={done ? undefined : 'page'}>
          {t('admin.payments.open')}
        </LocalizedLink>
        <LocalizedLink className="admin-tabs__tab" to="/admin/payments" search={{ done: '1' }} aria-current={done ? 'page' : undefined}>
          {t('admin.payments.done')}
        </LocalizedLink>
      </nav>
      <p>{t(done ? 'admin.payments.count_done' : 'admin.payments.count', { count: followups.meta.count })}</p>
      <ul className="admin-cards">
        {followups.rows.map((followup) => (
          <li key={`${followup.payment_uuid}-${followup.reason}`}>
            <FollowupCard staff={staff} followup={followup} />
          </li>
        ))}
      </ul>
      <DeskPager path="/admin/payments" search={{ done: done ? '1' : undefined }} meta={followups.meta} by="page" />
    </div>
  )
}

function FollowupCard({ staff, followup }: { staff: StaffClient; followup: PaymentFollowup }) {
  const t = useT()
  const intl = useIntl()
  const language = useLanguage()
  const router = useRouter()
  const mark = useDeskAction(
    staff,
    (comment: string) => staff.markFollowupDone({ params: { id: followup.payment_uuid }, body: { reason: followup.reason, comment } }),
    () => router.invalidate(),
  )
  const titleId = `followup-${followup.payment_uuid}-${followup.reason}`
  // Issue 44: a late payment whose seat was sold is its own case of "needs staff": refund or admit.
  const why = followup.reason === 'needs_staff' && followup.refund_reason === 'seat_sold' ? 'seat_sold' : followup.reason
  return (
    <article className="admin-card" aria-labelledby={titleId}>
      <h2 className="admin-card__title" id={titleId}>
        {t(`admin.payments.reasons.${why}`)} · {providerName(t, followup.provider)}
      </h2>
      <p className="admin-card__meta">
        <strong>{formatMoney(language, followup.amount, followup.currency as Currency)}</strong> · <DateTime value={followup.reported} format="event" /> ·{' '}
        <LocalizedLink to={deskOrderPath({ kind: followup.order_kind, uuid: followup.order_uuid })}>{t('admin.payments.order')}</LocalizedLink>
      </p>
      {followup.provider_payment_id ? <p className="admin-card__meta">{t('admin.payments.provider_id', { id: followup.provider_payment_id })}</p> : null}
      <TechnicalNote note={followup.staff_note} />
      <p className="admin-card__todo">{t(`admin.payments.todo.${why}`, { provider: providerName(t, followup.provider) })}</p>
      {followup.done_at ? (
        <p className="admin-card__meta">{t('admin.payments.done_note', { at: formatMoment(intl, followup.done_at), comment: followup.comment ?? '' })}</p>
      ) : (
        <DeskNoteForm action={mark} name="comment" label={t('admin.payments.comment')} submitLabel={t('admin.payments.mark_done')} maxLength={1000} />
      )}
    </article>
  )
}
