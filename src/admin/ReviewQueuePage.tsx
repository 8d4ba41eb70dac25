import { useRouter } from '@tanstack/react-router'
import { DateTime } from '../components/DateTime'
import { useState } from 'react'
import { TextField } from '../components/forms/TextField'
import { TextareaField } from './fields/TextareaField'
import { useT } from '../i18n/intl'
import type { ListResponse } from '../model/api'
import type { QueuedReview } from '../model/staff'
import { useDeskAction } from './desk-action'
import type { StaffClient } from './staff-client'
import './admin.css'

/** /admin/reviews (issue 41, BE-09): the reviews waiting for a moderator, each approved, rejected or corrected here. */
export function ReviewQueuePage({ staff, queue }: { staff: StaffClient; queue: ListResponse<QueuedReview> }) {
  const t = useT()
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.reviews.title')}</h1>
      <p>{t('admin.reviews.count', { count: queue.meta.count })}</p>
      <ul className="admin-queue">
        {queue.rows.map((review) => (
          <li key={review.uuid}>
            <ReviewCard staff={staff} review={review} />
          </li>
        ))}
      </ul>
    </div>
  )
}

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string } | { kind: 'edit'; body: string }

function ReviewCard({ staff, review }: { staff: StaffClient; review: QueuedReview }) {
  const t = useT()
  const router = useRouter()
  const [mode, setMode] = useState<'view' | 'reject' | 'edit'>('view')
  const [text, setText] = useState(review.body)
  const [reason, setReason] = useState('')
  const params = { id: review.uuid }
  // One desk action for the card's three decisions: each refreshes the queue when it is done.
  const decide = useDeskAction(
    staff,
    (decision: Decision): Promise<unknown> =>
      decision.kind === 'approve'
        ? staff.approveReview({ params })
        : decision.kind === 'reject'
          ? staff.rejectReview({ params, body: { reason: decision.reason } })
          : staff.editReview({ params, body: { body: decision.body } }),
    async () => {
      setMode('view')
      await router.invalidate()
    },
  )
  const titleId = `review-${review.uuid}`
  // Cancel, or another decision opened, forgets the last refusal: its message belonged to what was cancelled.
  const open = (next: typeof mode) => {
    decide.dismiss()
    setMode(next)
  }
  return (
    <article className="admin-review" aria-labelledby={titleId}>
      <h2 className="admin-review__author" id={titleId}>
        {review.client_name} · <a href={`tel:${review.client_phone}`}>{review.client_phone}</a>
      </h2>
      <p className="admin-review__meta">
        {t(`admin.reviews.about.${review.entity_type}`)}
        {review.about ? `: ${review.about}` : ''} · <DateTime value={review.created} format="event" />
      </p>
      {review.photo_url ? <img className="admin-review__photo" src={review.photo_url} alt={t('admin.reviews.photo')} width={96} height={96} /> : null}
      {mode === 'edit' ? (
        <TextareaField id={`${titleId}-text`} name="body" label={t('admin.reviews.text')} rows={6} value={text} error={decide.fields.body?.[0]} onChange={setText} />
      ) : (
        <p className="admin-review__body">{review.body}</p>
      )}
      {review.body_video ? (
        <p>
          <a href={review.body_video} rel="noopener noreferrer" target="_blank">
            {t('admin.reviews.video')}
          </a>
        </p>
      ) : null}
      {mode === 'reject' ? <TextField id={`${titleId}-reason`} name="reason" label={t('admin.reviews.reason')} value={reason} error={decide.fields.reason?.[0]} onChange={setReason} /> : null}
      {decide.error ? (
        <p className="field__error" role="alert">
          {t(decide.error)}
        </p>
      ) : null}
      <div className="admin-review__actions">
        {mode === 'view' ? (
          <>
            <button className="button button--primary" type="button" disabled={decide.busy} onClick={() => decide.run({ kind: 'approve' })}>
              {t('admin.reviews.approve')}
            </button>
            <button className="button button--outline" type="button" onClick={() => open('reject')}>
              {t('admin.reviews.reject')}
            </button>
            <button className="button button--ghost" type="button" onClick={() => open('edit')}>
              {t('admin.reviews.edit')}
            </button>
          </>
        ) : (
          <>
            <button
              className="button button--primary"
              type="button"
              disabled={decide.busy}
              onClick={(event) => decide.run(mode === 'edit' ? { kind: 'edit', body: text } : { kind: 'reject', reason }, event.currentTarget.closest('article'))}
            >
              {t(mode === 'edit' ? 'admin.reviews.save' : 'admin.reviews.reject_confirm')}
            </button>
            <button className="button button--ghost" type="button" onClick={() => open('view')}>
              {t('admin.reviews.cancel')}
            </button>
          </>
        )}
      </div>
    </article>
  )
}
